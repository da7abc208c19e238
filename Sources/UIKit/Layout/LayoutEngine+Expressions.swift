import Cassowary
import Foundation

extension LayoutEngine {
    /// The item's left edge in the root's coordinates: its container's plus its own minX (the
    /// root is at 0). Scroll offsets are left out, as UIKit relates a scroll view's subviews to
    /// its content, not to its visible area.
    func absoluteX(_ variables: LayoutItemVariables) -> LayoutExpression {
        guard variables.role != .root else { return LayoutExpression() }
        var expression = variables.container.flatMap { items[ObjectIdentifier($0)] }.map(absoluteX) ?? LayoutExpression()
        expression.terms.append((variables.minX, 1))
        return expression
    }

    /// The item's top edge in the root's coordinates.
    func absoluteY(_ variables: LayoutItemVariables) -> LayoutExpression {
        guard variables.role != .root else { return LayoutExpression() }
        var expression = variables.container.flatMap { items[ObjectIdentifier($0)] }.map(absoluteY) ?? LayoutExpression()
        expression.terms.append((variables.minY, 1))
        return expression
    }

    /// One attribute of an item as a linear expression over the engine's variables.
    func expression(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> LayoutExpression? {
        guard let variables = items[ObjectIdentifier(item)] else { return nil }
        // A scroll view's margins constrained to its content are the content area's margins.
        let marginsView = item as? UIView ?? ((item as? UILayoutGuide)?.kind == .scrollContent ? variables.container : nil)
        let margins = marginsView?.marginsGuideInsets ?? .zero
        var x = absoluteX(variables), y = absoluteY(variables)
        let width = variables.width, height = variables.height
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: x.terms.append((width, 1)); return x
        case .centerX: x.terms.append((width, 0.5)); return x
        case .width: return LayoutExpression(terms: [(width, 1)])
        case .top: return y
        case .bottom, .lastBaseline, .firstBaseline: y.terms.append((height, 1)); return y
        case .centerY: y.terms.append((height, 0.5)); return y
        case .height: return LayoutExpression(terms: [(height, 1)])
        case .leftMargin, .leadingMargin: x.constant += Double(margins.left); return x
        case .rightMargin, .trailingMargin: x.terms.append((width, 1)); x.constant -= Double(margins.right); return x
        case .centerXWithinMargins:
            x.terms.append((width, 0.5)); x.constant += Double(margins.left - margins.right) / 2; return x
        case .topMargin: y.constant += Double(margins.top); return y
        case .bottomMargin: y.terms.append((height, 1)); y.constant -= Double(margins.bottom); return y
        case .centerYWithinMargins:
            y.terms.append((height, 0.5)); y.constant += Double(margins.top - margins.bottom) / 2; return y
        case .notAnAttribute: return nil
        }
    }

    /// A constraint as `first - multiplier * second - constant (relation) 0`, with the part of
    /// the constant that is not the app's (`base`).
    func solverForm(of constraint: NSLayoutConstraint) -> (LayoutExpression, SolverConstraint.Relation, Double)? {
        let (firstItem, secondItem) = solverItems(of: constraint)
        guard let first = firstItem, var expression = self.expression(constraint.firstAttribute, of: first) else { return nil }
        if let second = secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = self.expression(constraint.secondAttribute, of: second) else { return nil }
            expression.add(other, times: -Double(constraint.multiplier))
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let relation: SolverConstraint.Relation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return (expression, relation, base)
    }

    /// The pins' terms for an item, with the values they hold now: `terms == value`.
    private func pinForms(for variables: LayoutItemVariables) -> [(terms: [(LayoutVariable, Double)], value: Double)] {
        switch variables.role {
        case .free:
            return []
        case .root:
            let size = fittingTarget ?? (variables.item as? UIView)?.bounds.size ?? .zero
            return [([(variables.width, 1)], Double(size.width)), ([(variables.height, 1)], Double(size.height))]
        case .frozen:
            let frame = (variables.item as? UIView)?.untransformedFrame ?? .zero
            return [([(variables.minX, 1)], Double(frame.minX)), ([(variables.minY, 1)], Double(frame.minY)),
                    ([(variables.width, 1)], Double(frame.width)), ([(variables.height, 1)], Double(frame.height))]
        case .contentArea:
            return [([(variables.minX, 1)], 0), ([(variables.minY, 1)], 0)]
        case .systemGuide:
            guard let guide = variables.item as? UILayoutGuide, let owner = guide.owningView,
                  let ownerVariables = items[ObjectIdentifier(owner)] else { return [] }
            if guide.kind == .scrollFrame {
                // The frame in content coordinates moves with the offset, so what is pinned to
                // it stays put on screen while the content scrolls.
                let offset = owner.bounds.origin
                return [([(variables.minX, 1)], Double(offset.x)), ([(variables.minY, 1)], Double(offset.y)),
                        ([(variables.width, 1), (ownerVariables.width, -1)], 0),
                        ([(variables.height, 1), (ownerVariables.height, -1)], 0)]
            }
            let insets: UIEdgeInsets
            switch guide.kind {
            case .safeArea: insets = owner.safeAreaInsets
            case .readableContent: insets = owner.readableContentInsets
            default: insets = owner.marginsGuideInsets
            }
            return [([(variables.minX, 1)], Double(insets.left)), ([(variables.minY, 1)], Double(insets.top)),
                    ([(variables.width, 1), (ownerVariables.width, -1)], -Double(insets.left + insets.right)),
                    ([(variables.height, 1), (ownerVariables.height, -1)], -Double(insets.top + insets.bottom))]
        }
    }

    /// Adds the engine's own constraints for a new item.
    func addPins(for variables: LayoutItemVariables) {
        let priority = variables.role == .root && fittingTarget != nil
            ? UILayoutPriority.fittingSizeLevel.rawValue : UILayoutPriority.required.rawValue
        let label = "NSAutoresizingMaskLayoutConstraint \(NSLayoutConstraint.name(of: variables.item))"
        for (terms, value) in pinForms(for: variables) {
            let pin = SolverConstraint(LayoutExpression(terms: terms, constant: -value), .equal, priority: priority, label: label)
            variables.pins.append((addOrBreak(pin), value))
        }
    }

    /// Edits the constants of constraints on margin attributes whose margins (or safe area)
    /// moved since they entered the solver.
    func updateMarginConstants() {
        let entries = userConstraints.values.filter {
            $0.constraint.firstAttribute.isMargin || $0.constraint.secondAttribute.isMargin
        }
        for entry in entries.sorted(by: { $0.constraint.activationSerial < $1.constraint.activationSerial }) {
            guard let (_, _, base) = solverForm(of: entry.constraint), base != entry.base else { continue }
            userConstraints[ObjectIdentifier(entry.constraint)]?.base = base
            if (try? solver.changeConstant(of: entry.solved, to: base - Double(entry.constraint.constant))) == nil {
                needsRebuild = true
            }
        }
    }

    /// Edits the pins whose frames or insets moved since the last solve.
    func updatePins() {
        for variables in items.values.sorted(by: { $0.serial < $1.serial }) where !variables.pins.isEmpty {
            let forms = pinForms(for: variables)
            guard forms.count == variables.pins.count else { continue }
            for (index, form) in forms.enumerated() where form.value != variables.pins[index].value {
                variables.pins[index].value = form.value
                do {
                    try solver.changeConstant(of: variables.pins[index].constraint, to: -form.value)
                } catch {
                    scan(rebuild: true)
                    return
                }
            }
        }
    }

    /// Keeps a free view's content hugging (at most its intrinsic size) and compression
    /// resistance (at least it) in the solver, at the view's priorities.
    func updateIntrinsicConstraints(of view: UIView) {
        guard let variables = items[ObjectIdentifier(view)] else { return }
        let size = view.intrinsicContentSize
        let state = view.layoutState
        let wanted: [(String, LayoutVariable, CGFloat, SolverConstraint.Relation, UILayoutPriority)] = [
            ("h<", variables.width, size.width, .lessThanOrEqual, state.hugging.horizontal),
            ("h>", variables.width, size.width, .greaterThanOrEqual, state.compressionResistance.horizontal),
            ("v<", variables.height, size.height, .lessThanOrEqual, state.hugging.vertical),
            ("v>", variables.height, size.height, .greaterThanOrEqual, state.compressionResistance.vertical),
        ]
        for (key, variable, value, relation, priority) in wanted {
            let existing = variables.intrinsic[key]
            guard value >= 0 else {
                if let existing { solver.remove(existing) }
                variables.intrinsic[key] = nil
                continue
            }
            if let existing, existing.priority == priority.rawValue {
                if existing.expression.constant != -Double(value) {
                    if (try? solver.changeConstant(of: existing, to: -Double(value))) == nil { needsRebuild = true }
                }
                continue
            }
            if let existing { solver.remove(existing) }
            let label = "NSContentSizeLayoutConstraint \(NSLayoutConstraint.name(of: view)).\(key.hasPrefix("h") ? "width" : "height") "
                + "\(relation == .lessThanOrEqual ? "<=" : ">=") \(NSLayoutConstraint.format(value)) (priority \(NSLayoutConstraint.format(CGFloat(priority.rawValue))))"
            let constraint = SolverConstraint(LayoutExpression(terms: [(variable, 1)], constant: -Double(value)), relation,
                                              priority: priority.rawValue, label: label)
            variables.intrinsic[key] = addOrBreak(constraint)
        }
    }
}
