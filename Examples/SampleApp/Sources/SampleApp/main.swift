// A user's app as an iPhone developer writes it, run by TransitionLab: a list of cards; a card
// flips in with perspective through a presentation controller, and a pan down dismisses it
// interactively. The one line at the end gives this program every TransitionLab command
// (the window, record, replay, verify, export, diff) for this app (docs/YOUR-APP.md).
import TransitionLabApp
import UIKit

SimulatorApp.main { UINavigationController(rootViewController: CardListViewController()) }
