// Every test target that imports TestSupport also gets the golden and bitmap helpers, which
// live a level down in RasterTestSupport so Raster-level tests build without UIKit.
@_exported import RasterTestSupport
