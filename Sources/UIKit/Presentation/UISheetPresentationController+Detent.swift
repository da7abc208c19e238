import Foundation

extension UISheetPresentationController {
    /// A height a sheet can stand at, as UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: NSObject {
        /// The detent's identifier.
        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// Half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }

        /// The full card, below the status bar.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// The name of a detent, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}
