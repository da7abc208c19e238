import Foundation

extension IndexPath {
    /// An index path for an item in a section of a collection view, as UIKit adds it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for a row in a section of a table view, as UIKit adds it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
