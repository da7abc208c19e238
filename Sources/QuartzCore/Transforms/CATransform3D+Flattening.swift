import Raster

extension CATransform3D {
    /// The projective map of the plane z = 0 this transform gives once its result is flattened
    /// onto the destination plane (z dropped, perspective kept).
    ///
    /// CATransform3D acts on row vectors, so (x, y, 0, 1) maps to X = x*m11 + y*m21 + m41,
    /// Y = x*m12 + y*m22 + m42, W = x*m14 + y*m24 + m44; as a matrix on column vectors those are
    /// the rows of the homography. Composing flattened maps equals flattening at every level,
    /// which is how Core Animation projects each layer onto its superlayer.
    package var flattenedHomography: Homography {
        Homography(Double(m11), Double(m21), Double(m41),
                   Double(m12), Double(m22), Double(m42),
                   Double(m14), Double(m24), Double(m44))
    }
}
