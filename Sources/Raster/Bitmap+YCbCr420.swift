extension Bitmap {
    /// The size of the 4:2:0 YCbCr picture of a bitmap of `width` x `height`: each side rounded
    /// up to an even number, as chroma at half the sides needs.
    package static func yCbCr420Size(width: Int, height: Int) -> (width: Int, height: Int) {
        ((width + 1) & ~1, (height + 1) & ~1)
    }

    /// The bytes of this bitmap's 4:2:0 YCbCr picture (`writeYCbCr420(into:)`): a luma plane
    /// and two chroma planes of half the sides (`yCbCr420Size`).
    package var yCbCr420ByteCount: Int {
        let (w, h) = Self.yCbCr420Size(width: width, height: height)
        return w * h + 2 * (w / 2) * (h / 2)
    }

    /// Writes the bitmap as planar 8-bit YCbCr 4:2:0 (I420, what ffmpeg calls `yuv420p`) into
    /// `out`, which holds at least `yCbCr420ByteCount` bytes: the Y plane, then Cb, then Cr.
    ///
    /// BT.601 in studio range (Y 16-235, Cb and Cr 16-240), the matrix ffmpeg's converter uses
    /// for RGB input with no color space given; each chroma sample is the mean of its 2x2
    /// pixels' colors. Alpha is ignored (an export's screen is opaque). An odd side is padded
    /// with one column or row of black, as ffmpeg's `pad` filter did before conversion. Integer
    /// arithmetic only: the same bytes on every machine.
    package func writeYCbCr420(into out: UnsafeMutableRawBufferPointer) {
        precondition(out.count >= yCbCr420ByteCount, "writeYCbCr420 needs yCbCr420ByteCount bytes")
        guard !isEmpty else { return }
        let (paddedWidth, paddedHeight) = Self.yCbCr420Size(width: width, height: height)
        let lumaBase = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let chromaWidth = paddedWidth / 2, chromaPlane = chromaWidth * (paddedHeight / 2)
        let cbBase = lumaBase + paddedWidth * paddedHeight, crBase = cbBase + chromaPlane
        // The missing row under an odd height reads as black pixels.
        let black = [UInt32](repeating: 0, count: height % 2 == 1 ? width : 0)
        pixels.withUnsafeBufferPointer { p in
            black.withUnsafeBufferPointer { padding in
                for pair in 0..<paddedHeight / 2 {
                    let top = p.baseAddress! + 2 * pair * width
                    let bottom = 2 * pair + 1 < height ? top + width : padding.baseAddress!
                    YCbCr420Row.convert(top: top, bottom: bottom, width: width, paddedWidth: paddedWidth,
                                        luma: lumaBase + 2 * pair * paddedWidth,
                                        cb: cbBase + pair * chromaWidth, cr: crBase + pair * chromaWidth)
                }
            }
        }
    }
}
