import Foundation
import Simulator
import UIKit

/// The first line of a session file: what to start before the inputs can be replayed.
public struct SessionHeader: Codable, Equatable, Sendable {
    /// The file format this program writes; files of a newer format are refused by name.
    public static let currentFormat = 2
    /// The version of TransitionLab, printed by `transition-lab --version` and written in every
    /// session file (kept with the format so a reader can say which program made a file).
    public static let currentProjectVersion = "0.6.0"

    /// Always "transition-lab-session": tells a session file from any other JSON lines.
    public var kind: String
    /// The session file format (see docs/SESSION-FORMAT.md).
    public var format: Int
    /// The TransitionLab version that wrote the file.
    public var version: String
    /// The phone's identifier (`DeviceModel.identifier`, e.g. "iphone-6.1").
    public var device: String
    /// Pixels per point of the simulated screen.
    public var scale: Int
    /// How the phone was held at launch ("portrait", "landscapeLeft", ...).
    public var orientation: String
    /// The demo opened at launch (`--demo`), or nil for the catalogue.
    public var demo: String?

    /// A header for a session of `model` (with its scale) held `orientation`, starting `demo`.
    public init(model: DeviceModel, orientation: UIInterfaceOrientation = .portrait, demo: String?) {
        kind = "transition-lab-session"
        format = Self.currentFormat
        version = Self.currentProjectVersion
        device = model.identifier
        scale = Int(model.scale.rounded())
        self.orientation = Self.name(of: orientation)
        self.demo = demo
    }

    /// The phone this header names, with its scale, or nil for an unknown identifier.
    public var model: DeviceModel? {
        guard var model = DeviceModel.named(device) else { return nil }
        model.scale = CGFloat(scale)
        return model
    }

    /// The launch orientation, or nil for an unknown name.
    public var interfaceOrientation: UIInterfaceOrientation? {
        Self.orientations.first { $0.name == orientation }?.value
    }

    private static let orientations: [(name: String, value: UIInterfaceOrientation)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
    ]

    private static func name(of orientation: UIInterfaceOrientation) -> String {
        orientations.first { $0.value == orientation }?.name ?? "portrait"
    }

    /// Why this header cannot be replayed here (a foreign kind, a newer format, an unknown
    /// device, scale or orientation), as "field: problem", or nil when it can.
    public var problem: String? {
        if kind != "transition-lab-session" { return "kind: expected \"transition-lab-session\", found \"\(kind)\"" }
        if format < 1 || format > Self.currentFormat {
            return "format: version \(format) is not one this program reads (it reads 1 to \(Self.currentFormat))"
        }
        if DeviceModel.named(device) == nil {
            return "device: unknown phone \"\(device)\" (known: \(DeviceModel.all.map(\.identifier).joined(separator: ", ")))"
        }
        if !(1...3).contains(scale) { return "scale: \(scale) is not 1, 2 or 3" }
        if interfaceOrientation == nil { return "orientation: unknown orientation \"\(orientation)\"" }
        return nil
    }
}
