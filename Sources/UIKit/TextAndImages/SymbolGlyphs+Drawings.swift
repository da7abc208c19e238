import Foundation

extension SymbolGlyphs {
    /// The drawing of each symbol name, on the 24-unit grid.
    static let drawings: [String: (CGContext) -> Void] = [
        "xmark": { c in line(c, 6, 6, 18, 18); line(c, 18, 6, 6, 18) },
        "plus": { c in line(c, 12, 4.5, 12, 19.5); line(c, 4.5, 12, 19.5, 12) },
        "minus": { c in line(c, 4.5, 12, 19.5, 12) },
        "checkmark": { c in stroke(c, [CGPoint(x: 4.5, y: 12.5), CGPoint(x: 9.5, y: 17.5), CGPoint(x: 19.5, y: 6.5)]) },
        "chevron.left": { c in stroke(c, [CGPoint(x: 15.5, y: 4.5), CGPoint(x: 8, y: 12), CGPoint(x: 15.5, y: 19.5)]) },
        "chevron.right": { c in stroke(c, [CGPoint(x: 8.5, y: 4.5), CGPoint(x: 16, y: 12), CGPoint(x: 8.5, y: 19.5)]) },
        "chevron.up": { c in stroke(c, [CGPoint(x: 4.5, y: 15.5), CGPoint(x: 12, y: 8), CGPoint(x: 19.5, y: 15.5)]) },
        "chevron.down": { c in stroke(c, [CGPoint(x: 4.5, y: 8.5), CGPoint(x: 12, y: 16), CGPoint(x: 19.5, y: 8.5)]) },
        "arrow.left": { c in
            line(c, 19.5, 12, 4.5, 12)
            stroke(c, [CGPoint(x: 11, y: 5.5), CGPoint(x: 4.5, y: 12), CGPoint(x: 11, y: 18.5)])
        },
        "arrow.right": { c in
            line(c, 4.5, 12, 19.5, 12)
            stroke(c, [CGPoint(x: 13, y: 5.5), CGPoint(x: 19.5, y: 12), CGPoint(x: 13, y: 18.5)])
        },
        "arrow.up": { c in
            line(c, 12, 19.5, 12, 4.5)
            stroke(c, [CGPoint(x: 5.5, y: 11), CGPoint(x: 12, y: 4.5), CGPoint(x: 18.5, y: 11)])
        },
        "arrow.down": { c in
            line(c, 12, 4.5, 12, 19.5)
            stroke(c, [CGPoint(x: 5.5, y: 13), CGPoint(x: 12, y: 19.5), CGPoint(x: 18.5, y: 13)])
        },
        "heart": { c in strokeClosed(c, heartOutline()) },
        "heart.fill": { c in fill(c, heartOutline()); strokeClosed(c, heartOutline()) },
        "star": { c in strokeClosed(c, starOutline()) },
        "star.fill": { c in fill(c, starOutline()); strokeClosed(c, starOutline()) },
        "photo": { c in
            c.addPath(CGPath(roundedRect: CGRect(x: 2.5, y: 4.5, width: 19, height: 15), cornerWidth: 2.5, cornerHeight: 2.5, transform: nil))
            c.strokePath()
            dot(c, at: CGPoint(x: 8, y: 9.5), radius: 1.8)
            stroke(c, [CGPoint(x: 3, y: 17.5), CGPoint(x: 9, y: 12), CGPoint(x: 12.5, y: 15.5), CGPoint(x: 15.5, y: 12.5),
                       CGPoint(x: 21, y: 17.5)])
        },
        "gear": { c in strokeClosed(c, gearOutline()); circle(c, at: CGPoint(x: 12, y: 12), radius: 3) },
        "magnifyingglass": { c in
            circle(c, at: CGPoint(x: 10.5, y: 10.5), radius: 6.5)
            line(c, 15.5, 15.5, 20.5, 20.5)
        },
        "square.and.arrow.up": { c in
            stroke(c, [CGPoint(x: 8.5, y: 10), CGPoint(x: 5.5, y: 10), CGPoint(x: 5.5, y: 21), CGPoint(x: 18.5, y: 21),
                       CGPoint(x: 18.5, y: 10), CGPoint(x: 15.5, y: 10)])
            line(c, 12, 3, 12, 14.5)
            stroke(c, [CGPoint(x: 8.5, y: 6.5), CGPoint(x: 12, y: 3), CGPoint(x: 15.5, y: 6.5)])
        },
        "trash": { c in
            line(c, 3.5, 6.5, 20.5, 6.5)
            stroke(c, [CGPoint(x: 9, y: 6.5), CGPoint(x: 9, y: 3.5), CGPoint(x: 15, y: 3.5), CGPoint(x: 15, y: 6.5)])
            stroke(c, [CGPoint(x: 5.5, y: 6.5), CGPoint(x: 6.7, y: 21), CGPoint(x: 17.3, y: 21), CGPoint(x: 18.5, y: 6.5)])
            line(c, 10, 10.5, 10, 17); line(c, 14, 10.5, 14, 17)
        },
        "ellipsis": { c in
            for x in [5.0, 12.0, 19.0] as [CGFloat] { dot(c, at: CGPoint(x: x, y: 12), radius: 1.9) }
        },
        "info.circle": { c in
            circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5)
            dot(c, at: CGPoint(x: 12, y: 7.6), radius: 1.3)
            line(c, 12, 11, 12, 17)
        },
        "questionmark.circle": { c in
            circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5)
            stroke(c, arc(center: CGPoint(x: 12, y: 9.6), radius: 2.8, from: 190, to: 400) + [CGPoint(x: 12, y: 13.6)])
            dot(c, at: CGPoint(x: 12, y: 17), radius: 1.2)
        },
        "person": { c in
            let (body, head) = personOutline(head: CGPoint(x: 12, y: 7.5), headRadius: 4, shoulders: CGPoint(x: 12, y: 21),
                                             shoulderRadii: CGSize(width: 7.5, height: 6.5))
            c.strokeEllipse(in: head)
            strokeClosed(c, body)
        },
        "person.fill": { c in
            let (body, head) = personOutline(head: CGPoint(x: 12, y: 7.5), headRadius: 4, shoulders: CGPoint(x: 12, y: 21),
                                             shoulderRadii: CGSize(width: 7.5, height: 6.5))
            c.fillEllipse(in: head.insetBy(dx: -0.8, dy: -0.8))
            fill(c, body); strokeClosed(c, body)
        },
        "person.circle": { c in
            circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5)
            circle(c, at: CGPoint(x: 12, y: 9.5), radius: 3.2)
            stroke(c, ellipseArc(center: CGPoint(x: 12, y: 20.2), radii: CGSize(width: 6, height: 4.6), from: 205, to: 335))
        },
        "house": { c in
            stroke(c, [CGPoint(x: 2.5, y: 11.5), CGPoint(x: 12, y: 3.5), CGPoint(x: 21.5, y: 11.5)])
            stroke(c, [CGPoint(x: 5.5, y: 9.5), CGPoint(x: 5.5, y: 20.5), CGPoint(x: 18.5, y: 20.5), CGPoint(x: 18.5, y: 9.5)])
            stroke(c, [CGPoint(x: 10, y: 20.5), CGPoint(x: 10, y: 14.5), CGPoint(x: 14, y: 14.5), CGPoint(x: 14, y: 20.5)])
        },
        "bell": { c in
            let dome = [CGPoint(x: 3.5, y: 17.5), CGPoint(x: 6, y: 15)] + arc(center: CGPoint(x: 12, y: 10.5), radius: 6, from: 180, to: 360)
                + [CGPoint(x: 18, y: 15), CGPoint(x: 20.5, y: 17.5)]
            strokeClosed(c, dome)
            line(c, 10, 20.5, 14, 20.5)
            line(c, 12, 2.8, 12, 4.5)
        },
        "circle": { c in circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5) },
        "circle.fill": { c in dot(c, at: CGPoint(x: 12, y: 12), radius: 10) },
        "square": { c in
            c.addPath(CGPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerWidth: 3.5, cornerHeight: 3.5, transform: nil))
            c.strokePath()
        },
        "checkmark.circle": { c in
            circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5)
            stroke(c, [CGPoint(x: 7.5, y: 12.5), CGPoint(x: 10.5, y: 15.5), CGPoint(x: 16.5, y: 8.5)])
        },
        "xmark.circle": { c in
            circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5)
            line(c, 8.5, 8.5, 15.5, 15.5); line(c, 15.5, 8.5, 8.5, 15.5)
        },
        "plus.circle": { c in
            circle(c, at: CGPoint(x: 12, y: 12), radius: 9.5)
            line(c, 12, 7.5, 12, 16.5); line(c, 7.5, 12, 16.5, 12)
        },
        "play.fill": { c in
            let triangle = [CGPoint(x: 7, y: 4.5), CGPoint(x: 19.5, y: 12), CGPoint(x: 7, y: 19.5)]
            fill(c, triangle); strokeClosed(c, triangle)
        },
        "pause.fill": { c in
            c.fill(CGRect(x: 6, y: 4.5, width: 4, height: 15)); c.fill(CGRect(x: 14, y: 4.5, width: 4, height: 15))
        },
        "line.3.horizontal": { c in line(c, 4, 6.5, 20, 6.5); line(c, 4, 12, 20, 12); line(c, 4, 17.5, 20, 17.5) },
        "envelope": { c in
            c.addPath(CGPath(roundedRect: CGRect(x: 2.5, y: 5, width: 19, height: 14), cornerWidth: 2, cornerHeight: 2, transform: nil))
            c.strokePath()
            stroke(c, [CGPoint(x: 3.5, y: 6.5), CGPoint(x: 12, y: 13), CGPoint(x: 20.5, y: 6.5)])
        },
        "lock": { c in
            c.addPath(CGPath(roundedRect: CGRect(x: 5, y: 10.5, width: 14, height: 10.5), cornerWidth: 2, cornerHeight: 2, transform: nil))
            c.strokePath()
            stroke(c, [CGPoint(x: 8, y: 10.5)] + arc(center: CGPoint(x: 12, y: 7.5), radius: 4, from: 180, to: 360) + [CGPoint(x: 16, y: 10.5)])
        },
    ]
}
