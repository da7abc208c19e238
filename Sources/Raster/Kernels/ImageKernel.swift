/// The kernels an image fill can be drawn with, from the fastest special case to the general
/// per-pixel perspective kernel.
enum ImageKernel: String {
    /// Texels moved by whole pixels (`IdentityShader`).
    case identity
    /// A scale and translation, drawn separably (`ScaleShader`).
    case scale
    /// A rotation, shear or scale, or a perspective whose depth changes from row to row only
    /// (`AffineShader`).
    case affine
    /// A perspective whose depth changes from column to column only, such as a door turning
    /// about a vertical edge (`ColumnPerspectiveShader`).
    case columnPerspective = "column-perspective"
    /// Any perspective, with an exact divide per pixel (`PerspectiveShader`).
    case perspective

    /// The kernel for `mapping`: the fastest that handles it in the automatic family, the
    /// general perspective kernel in the general one.
    init(mapping: TexelMapping, family: QuadKernel) {
        let m = mapping.matrix
        if family == .general {
            self = .perspective
        } else if mapping.integerOffset != nil {
            self = .identity
        } else if mapping.isAffine && m.m01 == 0 && m.m10 == 0 {
            self = .scale
        } else if m.m20 == 0 {
            self = .affine
        } else if m.m01 == 0 && m.m21 == 0 {
            self = .columnPerspective
        } else {
            self = .perspective
        }
    }
}
