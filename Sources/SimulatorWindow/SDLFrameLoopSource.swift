import CSDL2

/// SDL's events and millisecond clock, as the windows' frame loops take them.
struct SDLFrameLoopSource: FrameLoopSource {
    func milliseconds() -> UInt64 { SDL_GetTicks64() }

    mutating func waitEvent(timeout: Int32) -> SDL_Event? {
        var event = SDL_Event()
        return SDL_WaitEventTimeout(&event, timeout) != 0 ? event : nil
    }

    mutating func pollEvent() -> SDL_Event? {
        var event = SDL_Event()
        return SDL_PollEvent(&event) != 0 ? event : nil
    }

    mutating func delay(milliseconds: UInt32) { SDL_Delay(milliseconds) }
}
