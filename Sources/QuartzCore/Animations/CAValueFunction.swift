import Foundation

/// A named transform function, as Core Animation's `CAValueFunction` (kept for source
/// compatibility: the key path already says which function applies).
open class CAValueFunction: NSObject {
    /// The function's name, such as "rotateY".
    public let name: String
    /// Creates the function with a name.
    public init(name: CAValueFunctionName) { self.name = name.rawValue }
}

/// Names of Core Animation's transform value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotation about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// Rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// Rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Uniform scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// Translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// Translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
}
