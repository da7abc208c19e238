// Recording's users (the executable, the window, the tests) write files through `OutputFile`
// as before: the module that holds it sits below Simulator so that screenshots use it too, and
// Recording re-exports it so one import still gives both.
@_exported import OutputFiles
