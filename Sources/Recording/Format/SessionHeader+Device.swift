import Foundation
import Simulator
import UIKit

extension SessionHeader {
    /// A header for a session of the app named `app` on `model` (with its scale) held
    /// `orientation`, starting `demo`.
    package init(app: String, model: DeviceModel, orientation: UIInterfaceOrientation = .portrait, demo: String?) {
        self.app = app
        kind = "transition-lab-session"
        format = Self.currentFormat
        version = Self.currentProjectVersion
        device = model.identifier
        scale = Int(model.scale.rounded())
        self.orientation = Self.name(of: orientation)
        self.demo = demo
    }

    /// The phone this header names, with its scale, or nil for an unknown identifier.
    package var model: DeviceModel? {
        guard var model = DeviceModel.named(device) else { return nil }
        model.scale = CGFloat(scale)
        return model
    }

    /// The launch orientation, or nil for an unknown name.
    package var interfaceOrientation: UIInterfaceOrientation? {
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
    package var problem: String? {
        if let error = formatProblem { return "\(error.field): \(error.message)" }
        if DeviceModel.named(device) == nil {
            return "device: unknown phone \"\(SessionLimits.excerpt(device))\" (known: \(DeviceModel.all.map(\.identifier).joined(separator: ", ")))"
        }
        if interfaceOrientation == nil { return "orientation: unknown orientation \"\(SessionLimits.excerpt(orientation))\"" }
        return nil
    }
}
