import Foundation
import XCTest
@testable import Porting

/// The names whose `?(` calls `port` drops must be requirements of this UIKit's protocols that
/// have default implementations, or the ported call would not compile.
final class UIKitOptionalRequirementsTests: XCTestCase {
    func test_everyListedName_isARequirementWithADefaultInOurUIKit() throws {
        let uikit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/UIKit").standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: uikit) else { return XCTFail("no \(uikit)") }
        var source = ""
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            source += (try? String(contentsOfFile: uikit + "/" + relative, encoding: .utf8)) ?? ""
        }
        for name in UIKitOptionalRequirements.names.sorted() {
            let requirement = "    func \(name)("
            let defaulted = "    public func \(name)("
            XCTAssertTrue(source.contains(requirement), "\(name) is no requirement of a UIKit protocol here")
            XCTAssertTrue(source.contains(defaulted), "\(name) has no public default implementation here")
        }
    }
}
