import CSDL2
import Overlays

/// What one of the review window's own keys does.
enum ReviewKeyAction: Equatable {
    /// What the review bar's button does (play or pause, step, jump to a mark, change the
    /// speed, back to the original).
    case bar(ReviewBar.Action)
    /// Go to the first frame.
    case firstFrame
    /// Go to the last frame.
    case lastFrame
    /// Close the window.
    case close
}

/// The review window's own keys, pressed without Ctrl: the one table `ReviewWindow` reads. The
/// live window's shortcuts (`SimulatorCommand.policy`) are looked up first and work there too,
/// so no key here may be one of theirs (`ReviewKeyBindingTests`).
enum ReviewKeys {
    /// Each action and the SDL keys that give it.
    static let table: [(action: ReviewKeyAction, keys: [SDL_KeyCode])] = [
        (.bar(.playPause), [SDLK_SPACE]),
        (.bar(.stepBack), [SDLK_LEFT]),
        (.bar(.stepForward), [SDLK_RIGHT]),
        (.bar(.previousMark), [SDLK_LEFTBRACKET]),
        (.bar(.nextMark), [SDLK_RIGHTBRACKET]),
        (.bar(.slower), [SDLK_MINUS, SDLK_KP_MINUS]),
        (.bar(.faster), [SDLK_EQUALS, SDLK_PLUS, SDLK_KP_PLUS]),
        (.firstFrame, [SDLK_HOME]),
        (.lastFrame, [SDLK_END]),
        (.bar(.backToOriginal), [SDLK_o]),
        (.close, [SDLK_ESCAPE]),
    ]

    /// What a key does in the review window with Ctrl held or not, or nil: none of these keys
    /// works with Ctrl, which the live window's shortcuts hold.
    static func action(forKeyCode keyCode: SDL_Keycode, ctrl: Bool) -> ReviewKeyAction? {
        guard !ctrl else { return nil }
        return bindings.first { $0.code == keyCode }?.action
    }

    /// Every key of the table as the key code SDL gives, with its action.
    static var bindings: [(code: SDL_Keycode, action: ReviewKeyAction)] {
        table.flatMap { entry in entry.keys.map { (SDL_Keycode(bitPattern: $0.rawValue), entry.action) } }
    }
}
