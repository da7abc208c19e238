/// Why the JUnit report could not be written.
struct JUnitReportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
