import Foundation
import OutputFiles
import PNGCodec
import Raster

/// What verifying a session found: how many frames matched, and the first that did not.
package struct SessionVerification {
    /// The first frame whose hash differs from the recorded one.
    package struct Mismatch {
        /// The frame.
        package let frame: Int
        /// The hash recorded for it.
        package let expected: FrameHash
        /// The hash the replay drew.
        package let actual: FrameHash
        /// The replay's screen at that frame.
        package let screen: Bitmap
    }

    /// How many replayed frames were compared.
    package var framesCompared = 0
    /// How many frames the recording dropped (format 5): not compared, since the user never
    /// saw them.
    package var framesDropped = 0
    /// The frame the replay reached.
    package var lastFrame = 0
    /// Where the file stopped being readable at its end, if it did: frames after its last good
    /// line were not checked.
    package var damage: SessionFileDamage?
    /// The last frame that matched, with its screen.
    package var lastMatch: (frame: Int, screen: Bitmap)?
    /// The first difference, if any.
    package var mismatch: Mismatch?
    /// Why the file could not be verified at all (no hashes, a replay that stopped early).
    package var problem: String?

    /// Whether every compared frame matched and nothing stopped the replay.
    package var passed: Bool { mismatch == nil && problem == nil && framesCompared > 0 }

    /// Writes `<prefix>-frame<N>-actual.png`, and when a frame matched before,
    /// `<prefix>-frame<M>-last-match.png` and `<prefix>-frame<N>-changes.png` (the pixels that
    /// differ from the last matching frame in red over a dimmed copy of it). The expected
    /// pixels are not in a session file, so the last match stands in for them. Each file is new
    /// and whole (`OutputFile.writeNew`): when any of these names is taken, all three go under
    /// `<prefix>-2`, `<prefix>-3`..., never over another session's pictures. Returns the paths.
    package func writeFailureImages(prefix: String) throws -> [String] {
        guard let mismatch else { return [] }
        var files: [(suffix: String, bytes: [UInt8])] = [("-frame\(mismatch.frame)-actual.png", try mismatch.screen.pngData())]
        if let lastMatch {
            files.append(("-frame\(lastMatch.frame)-last-match.png", try lastMatch.screen.pngData()))
            if lastMatch.screen.width == mismatch.screen.width, lastMatch.screen.height == mismatch.screen.height {
                files.append(("-frame\(mismatch.frame)-changes.png", try Self.changes(from: lastMatch.screen, to: mismatch.screen).pngData()))
            }
        }
        return try OutputFile.writeNew(files, stem: prefix)
    }

    /// Red where two same-sized pictures differ, a dimmed grey of the first elsewhere.
    static func changes(from old: Bitmap, to new: Bitmap) -> Bitmap {
        var out = old
        for index in 0..<old.pixels.count {
            if old.pixels[index] != new.pixels[index] {
                out.pixels[index] = RGBA8(r: 255, g: 0, b: 0, a: 255).packed
            } else {
                let pixel = RGBA8(packed: old.pixels[index])
                let grey = UInt8((Int(pixel.r) + Int(pixel.g) + Int(pixel.b)) / 6 + 64)
                out.pixels[index] = RGBA8(r: grey, g: grey, b: grey, a: 255).packed
            }
        }
        return out
    }
}
