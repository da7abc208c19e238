/// Where the picture sits in the window's output, and which picture pixel a window position is:
/// the arithmetic of the window's HiDPI pixel mapping, apart from SDL so it is tested headless.
///
/// The picture is scaled to fit the output (the phone's shape kept) and centred; on a HiDPI
/// display the output has more pixels than the window has coordinates.
struct PictureFit: Equatable {
    /// The picture's size in pixels.
    let pictureWidth: Int32, pictureHeight: Int32
    /// The rectangle of the output the picture is drawn into.
    let x: Int32, y: Int32, width: Int32, height: Int32

    /// `picture` fitted into an output of `output` pixels.
    init(picture: (width: Int, height: Int), output: (width: Int32, height: Int32)) {
        pictureWidth = Int32(max(1, picture.width))
        pictureHeight = Int32(max(1, picture.height))
        let scale = min(Double(output.width) / Double(pictureWidth), Double(output.height) / Double(pictureHeight))
        width = Int32(Double(pictureWidth) * scale)
        height = Int32(Double(pictureHeight) * scale)
        x = (output.width - width) / 2
        y = (output.height - height) / 2
    }

    /// The picture pixel under a window position, for a window of `window` coordinates whose
    /// output has `output` pixels (outside the picture when it is beyond its edges).
    func picturePixel(windowX: Int32, windowY: Int32, window: (width: Int32, height: Int32),
                      output: (width: Int32, height: Int32)) -> (x: Double, y: Double) {
        let outputX = Double(windowX) * Double(output.width) / Double(max(1, window.width))
        let outputY = Double(windowY) * Double(output.height) / Double(max(1, window.height))
        return ((outputX - Double(x)) * Double(pictureWidth) / Double(max(1, width)),
                (outputY - Double(y)) * Double(pictureHeight) / Double(max(1, height)))
    }
}
