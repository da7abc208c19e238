// The one line this app adds to its iOS source (Examples/SampleApp/Originals, ported into the
// files beside this one by `transition-lab port`): importing TransitionLabApp makes the app
// delegate marked @main this program's entry point, with every TransitionLab command (the
// window, record, replay, verify, export, diff) for this app (docs/YOUR-APP.md).
import TransitionLabApp
