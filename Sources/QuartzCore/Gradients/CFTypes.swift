import Foundation

/// Core Foundation's array type, for the Core Graphics calls that take one
/// (`CGGradient(colorsSpace:colors:locations:)` with `[a, b] as CFArray`).
///
/// Unlike Apple's, it is a Swift array of `Any` (swift-corelibs-foundation declares no
/// `CFArray`), so `as CFArray` compiles unchanged.
public typealias CFArray = [Any]

/// Core Foundation's string type, for the Core Graphics names that are one
/// (`CGColorSpace.sRGB`).
///
/// Unlike Apple's, it is Swift's `String` (swift-corelibs-foundation declares no `CFString`).
public typealias CFString = String
