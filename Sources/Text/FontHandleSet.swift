import CSDL2TTF
import Foundation

/// One set of open SDL_ttf fonts, used by one thread at a time: a library keeps two, so that a
/// worker preparing text and the main thread drawing it measure and render at the same time.
///
/// An SDL_ttf font is not thread-safe (it keeps a glyph cache and a buffer of positions), but
/// FreeType lets different faces be used on different threads at once as long as faces are
/// opened and closed one at a time (`openLock`, for the one FreeType library SDL_ttf keeps per
/// process). A font opened twice from the same bytes with the same settings measures and
/// renders alike, so which set a call uses changes no width and no pixel.
final class FontHandleSet: @unchecked Sendable {
    /// Held while a thread uses this set's fonts.
    let lock = NSLock()
    /// The fonts opened in this set, nil for a face that could not be opened.
    var fonts: [FontFace: OpaquePointer?] = [:]

    /// Serializes opening and closing fonts across every set of every library in the process.
    static let openLock = NSLock()

    deinit {
        Self.openLock.lock(); defer { Self.openLock.unlock() }
        for font in fonts.values { if let font { TTF_CloseFont(font) } }
    }
}
