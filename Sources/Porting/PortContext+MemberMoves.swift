/// Which extension members `port` moves into their class's body: those a subclass in the ported
/// files overrides, those that override themselves, and `open` ones (meant to be overridden). On
/// iOS the Objective-C runtime dispatches them; Swift without it refuses to override a member
/// declared in an extension, or to override in one.
extension PortContext {
    /// The members to move, in file and text order. Only members of classes declared in the
    /// ported files move; a `private` or `fileprivate` one only within its file.
    var extensionMembersToMove: [ExtensionMember] {
        extensionMembers.filter { member in
            guard let declaration = classes[member.typeName],
                  !member.isFilePrivate || declaration.fileIndex == member.fileIndex else { return false }
            return member.isOverride || member.isOpen || isOverridden(member.key, below: member.typeName)
        }
    }

    /// Whether a ported class below `typeName` overrides the member `key`, in its body or in an
    /// extension.
    func isOverridden(_ key: String, below typeName: String) -> Bool {
        for name in classes.keys.sorted() where name != typeName && inherits(name, from: typeName) {
            if classes[name]!.overriddenKeys.contains(key) { return true }
            if extensionMembers.contains(where: { $0.typeName == name && $0.isOverride && $0.key == key }) { return true }
        }
        return false
    }

    /// Whether class `name`'s chain of ported superclasses reaches `ancestor`.
    func inherits(_ name: String, from ancestor: String) -> Bool {
        var seen: Set<String> = [name]
        var next = classes[name]?.superclassName
        while let superclass = next, !seen.contains(superclass) {
            if superclass == ancestor { return true }
            seen.insert(superclass)
            next = classes[superclass]?.superclassName
        }
        return false
    }
}
