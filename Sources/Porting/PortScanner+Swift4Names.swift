import SwiftSyntax

/// Swift 4-era names, migrated as Xcode's migrator does (`Swift4Names` holds the table).
extension PortScanner {
    /// Why these names change.
    static let swift4Note = "Swift 4.2 renamed it (Xcode's migrator does the same)"

    /// `UIViewAnimationOptions` as a type → `UIView.AnimationOptions`.
    func portSwift4Type(_ node: IdentifierTypeSyntax) {
        guard node.genericArgumentClause == nil, let renamed = Swift4Names.types[node.name.text] else { return }
        replace(node.name, with: renamed, note: Self.swift4Note)
        needsUIKit = true
    }

    /// `UIViewAnimationOptions.curveEaseIn`, `kCATransitionFade`: a type or constant named in an
    /// expression; a member name (after a dot) is left to `portSwift4Member`.
    func portSwift4Reference(_ node: DeclReferenceExprSyntax) {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
        let name = node.baseName.text
        guard let renamed = Swift4Names.types[name] ?? Swift4Names.constants[name] ?? Swift4Names.instanceMembers[name] else { return }
        replace(node.baseName, with: renamed, note: Self.swift4Note)
        needsUIKit = true
    }

    /// `.commonModes` → `.common`; `NSNotification.Name.UIKeyboardWillShow` →
    /// `UIResponder.keyboardWillShowNotification`.
    func portSwift4Member(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        if let renamed = Swift4Names.notifications[name] {
            let base = node.base?.trimmedDescription
            guard base == nil || base == "NSNotification.Name" || base == "Notification.Name" else { return }
            replace(node, with: renamed, note: Self.swift4Note)
            needsUIKit = true
        } else if let renamed = Swift4Names.members[name] {
            replace(node.declName.baseName, with: renamed, note: Self.swift4Note)
        }
    }

    /// `UIEdgeInsetsMake(0, 8, 0, 8)` → `UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)`;
    /// `view.bringSubview(toFront: card)` → `view.bringSubviewToFront(card)`.
    func portSwift4Call(_ node: FunctionCallExprSyntax) {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           let function = Swift4Names.functions[reference.baseName.text],
           node.arguments.count == function.labels.count, node.labels.allSatisfy({ $0 == "_" }) {
            replace(reference, with: function.callee, note: Self.swift4Note)
            for (argument, label) in zip(node.arguments, function.labels) {
                edits.append(SourceEdit(range: argument.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.positionAfterSkippingLeadingTrivia.utf8Offset,
                                        replacement: label + ": "))
            }
            needsUIKit = true
            return
        }
        guard let name = node.calleeName,
              let method = Swift4Names.methods.first(where: { $0.old == name && $0.oldLabels == node.labels }) else { return }
        let nameToken = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        guard let nameToken else { return }
        replace(nameToken, with: method.new, note: Self.swift4Note)
        relabel(Array(node.arguments), from: method.oldLabels, to: method.newLabels)
    }

    /// `override func willMove(toParentViewController parent: UIViewController?)` →
    /// `override func willMove(toParent parent: UIViewController?)`.
    func portSwift4Declaration(_ node: FunctionDeclSyntax) {
        guard let method = Swift4Names.methods.first(where: { $0.old == node.name.text && $0.oldLabels == node.argumentLabels }) else { return }
        if method.new != method.old { replace(node.name, with: method.new, note: Self.swift4Note) }
        for (parameter, (old, new)) in zip(node.signature.parameterClause.parameters, zip(method.oldLabels, method.newLabels)) where old != new {
            // The label was also the parameter's name when it stood alone: keep that name.
            let keepsName = parameter.secondName == nil ? " " + parameter.firstName.text : ""
            replace(parameter.firstName, with: new + keepsName, note: Self.swift4Note)
        }
    }

    /// `open static` → `public static` (a static member cannot be overridden, and Swift 5 says so).
    func portOpenStatic(_ modifiers: DeclModifierListSyntax) {
        guard modifiers.contains(named: "static"), let open = modifiers.first(where: { $0.name.text == "open" }) else { return }
        replace(open.name, with: "public", note: "a static member is final; Swift 4 accepted `open static`, Swift 5 refuses it")
    }

    /// Changes the labels of `arguments` from `old` to `new` (`_` meaning none).
    private func relabel(_ arguments: [LabeledExprSyntax], from old: [String], to new: [String]) {
        for (argument, (was, becomes)) in zip(arguments, zip(old, new)) where was != becomes {
            let start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
            if let label = argument.label, let colon = argument.colon {
                let end = colon.endPositionBeforeTrailingTrivia.utf8Offset
                let after = becomes == "_" ? "" : becomes + ":"
                // Drop the space after the colon with the label.
                let skip = becomes == "_" ? argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset : end
                edits.append(SourceEdit(range: label.positionAfterSkippingLeadingTrivia.utf8Offset..<skip, replacement: after))
            } else {
                edits.append(SourceEdit(range: start..<start, replacement: becomes + ": "))
            }
        }
    }
}
