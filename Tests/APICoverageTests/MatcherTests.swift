import APICoverage
import XCTest

/// The matcher on snippets: our declarations parsed with SwiftParser against Apple's lines.
final class MatcherTests: XCTestCase {
    /// The report for one type `T` whose Apple surface is `members`, against `sources`.
    func coverage(of members: [String], kind: String = "class", type: String = "T",
                  in sources: String...) -> CoverageReport.TypeCoverage {
        let apple = AppleSurface(types: [.init(name: type, framework: "UIKit", kind: kind, members: members)])
        let report = CoverageReport(apple: apple, ours: CoverageRun.ourSurface(sources: sources))
        return report.types[0]
    }

    func test_matcher_methodWithSameLabels_isPresent() {
        let result = coverage(of: ["func present(_:animated:completion:)"], in: """
        open class T { open func present(_ vc: T, animated flag: Bool, completion: (() -> Void)? = nil) {} }
        """)
        XCTAssertEqual(result.present, ["func present(_:animated:completion:)"])
    }

    func test_matcher_methodWithDifferentLabels_isMissing() {
        let result = coverage(of: ["func present(_:animated:completion:)"], in: """
        public class T { public func present(_ vc: T, animated: Bool) {} }
        """)
        XCTAssertEqual(result.missing, ["func present(_:animated:completion:)"])
    }

    func test_matcher_overloads_eachMatchesItsOwnLabels() {
        let result = coverage(of: ["func convert(_:to:)", "func convert(_:from:)", "func convert(_:in:)"], in: """
        public class T {
            public func convert(_ point: Int, to view: T?) -> Int { point }
            public func convert(_ rect: Double, to view: T?) -> Double { rect }
            public func convert(_ point: Int, from view: T?) -> Int { point }
        }
        """)
        XCTAssertEqual(result.present, ["func convert(_:to:)", "func convert(_:from:)"])
        XCTAssertEqual(result.missing, ["func convert(_:in:)"])
    }

    func test_matcher_membersInExtensionsInOtherFiles_count() {
        let result = coverage(of: ["func sizeToFit()", "var layer: CALayer", "init(frame:)"],
                              in: "open class T { public init(frame: Int) {} }",
                              "extension T { open func sizeToFit() {} }",
                              "public extension T { var layer: Int { 0 } }")
        XCTAssertEqual(result.missing, [])
        XCTAssertTrue(result.isDeclared)
    }

    func test_matcher_internalAndPrivateMembers_areMissing() {
        let result = coverage(of: ["func a()", "func b()", "func c()", "var d: Int", "func e()"], in: """
        public class T {
            func a() {}
            private func b() {}
            fileprivate func c() {}
            public private(set) var d = 0
        }
        public extension T { internal func e() {} }
        """)
        XCTAssertEqual(result.present, ["var d: Int"])
        XCTAssertEqual(result.missing, ["func a()", "func b()", "func c()", "func e()"])
    }

    func test_matcher_openAndPublic_bothCount() {
        let result = coverage(of: ["func a()", "func b()"], in: """
        open class T { open func a() {}; public func b() {} }
        """)
        XCTAssertEqual(result.missing, [])
    }

    func test_matcher_internalType_isNotDeclared() {
        let result = coverage(of: ["func a()"], in: "class T { public func a() {} }")
        XCTAssertFalse(result.isDeclared)
        XCTAssertEqual(result.missing, ["func a()"])
    }

    func test_matcher_protocolRequirementsAndDefaultImplementations_count() {
        let result = coverage(of: ["func a(_:)", "func b(_:with:)", "var c: Int", "func d()"], kind: "protocol", in: """
        public protocol T { func a(_ x: Int); var c: Int { get } }
        extension T { public func b(_ x: Int, with y: Int) {} }
        extension T { func d() {} }
        """)
        XCTAssertEqual(result.present, ["func a(_:)", "func b(_:with:)", "var c: Int"])
        XCTAssertEqual(result.missing, ["func d()"])
    }

    func test_matcher_nestedTypes_areQualified() {
        let result = coverage(of: ["case push", "case pop"], kind: "enum", type: "T.Operation", in: """
        open class T {}
        extension T { public enum Operation { case none, push } }
        """)
        XCTAssertEqual(result.present, ["case push"])
        XCTAssertEqual(result.missing, ["case pop"])
    }

    func test_matcher_localFunctionsInBodies_doNotCount() {
        let result = coverage(of: ["func inner()"], in: """
        public class T { public func outer() { func inner() {} } }
        """)
        XCTAssertEqual(result.missing, ["func inner()"])
    }

    func test_matcher_staticAndInstance_matchAlike() {
        let result = coverage(of: ["class var layerClass: AnyClass", "static func animate(withDuration:animations:)"], in: """
        open class T {
            open class var layerClass: AnyClass { T.self }
            public class func animate(withDuration duration: Double, animations: () -> Void) {}
        }
        """)
        XCTAssertEqual(result.missing, [])
    }
}
