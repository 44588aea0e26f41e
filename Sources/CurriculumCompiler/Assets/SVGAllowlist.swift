import CurriculumSyntax

/// The part of SVG (W3C SVG 1.1 and 2) a picture may use: static drawing, and nothing that
/// runs, links, animates, embeds another document or reads another file. An allowlist, so a
/// feature nobody thought of is refused rather than shipped; what an illustration tool adds
/// beyond it (editor namespaces, metadata) goes when the picture is exported as plain SVG.
enum SVGAllowlist {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// Shapes, text, grouping and reuse, paint servers, clipping, masking, markers and filter
    /// primitives. Not `feImage`, which loads a picture like `<image>` does.
    static let elements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "title", "desc", "style",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath",
        "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
        "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
        "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood",
        "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode",
        "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
    ]

    /// Geometry, coordinate systems, paint-server, clipping, marker and filter settings, and the
    /// presentation attributes, each read as CSS (`presentation`). `xml:base` is not among them:
    /// it changes where every reference points.
    static let attributes: Set<String> = Set([
        "id", "class", "style", "lang", "xml:lang", "xml:space", "role", "version", "baseProfile",
        "xmlns", "xmlns:xlink", "href", "xlink:href",
        "viewBox", "preserveAspectRatio", "transform", "width", "height", "x", "y", "x1", "y1", "x2", "y2",
        "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr", "d", "points", "pathLength",
        "dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset", "method", "spacing", "side",
        "gradientUnits", "gradientTransform", "spreadMethod", "offset",
        "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits",
        "markerUnits", "markerWidth", "markerHeight", "refX", "refY", "orient",
        "filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "mode", "type", "values", "operator",
        "k1", "k2", "k3", "k4", "order", "kernelMatrix", "divisor", "bias", "targetX", "targetY", "edgeMode",
        "kernelUnitLength", "preserveAlpha", "surfaceScale", "diffuseConstant", "specularConstant", "specularExponent",
        "scale", "xChannelSelector", "yChannelSelector", "radius", "baseFrequency", "numOctaves", "seed", "stitchTiles",
        "tableValues", "slope", "intercept", "amplitude", "exponent", "azimuth", "elevation", "z",
        "pointsAtX", "pointsAtY", "pointsAtZ", "limitingConeAngle", "media", "title",
    ]).union(presentation)

    static let presentation: Set<String> = [
        "alignment-baseline", "baseline-shift", "clip", "clip-path", "clip-rule", "color", "color-interpolation",
        "color-interpolation-filters", "color-rendering", "direction", "display", "dominant-baseline",
        "enable-background", "fill", "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity",
        "font", "font-family", "font-size", "font-size-adjust", "font-stretch", "font-style", "font-variant",
        "font-weight", "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering", "isolation",
        "kerning", "letter-spacing", "lighting-color", "marker", "marker-end", "marker-mid", "marker-start",
        "mask", "mask-type", "mix-blend-mode", "opacity", "overflow", "paint-order", "pointer-events",
        "shape-rendering", "stop-color", "stop-opacity", "stroke", "stroke-dasharray", "stroke-dashoffset",
        "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width", "text-anchor",
        "text-decoration", "text-rendering", "transform-origin", "transform-box", "unicode-bidi", "vector-effect",
        "visibility", "white-space", "word-spacing", "writing-mode",
    ]

    /// Why an element may not be in a picture, in words for the illustrator; nil when it may.
    /// Told by its lower-case name, so `<SCRIPT>` (no SVG element, but an HTML reader's
    /// script) gets the same words.
    static func problem(element name: String) -> String? {
        if elements.contains(name) { return nil }
        let tag = "<\(shown(name))>"
        if name.contains(":") {
            return "\(tag) has a namespace prefix, which only an editor reads; export as plain SVG"
        }
        switch SVGStyleCheck.asciiLowercased(name) {
        case "script", "handler", "listener":
            return "\(tag) runs code, and the app never runs code from a picture; remove it"
        case "foreignobject", "iframe", "object", "embed", "video", "audio", "canvas", "html", "body":
            return "\(tag) embeds a web page or media, which can run code or load from the network; draw it with SVG shapes and text instead"
        case "a":
            return "\(tag) is a link, and a picture must lead nowhere when touched; remove the link and keep what is inside it"
        case "image", "feimage":
            return "\(tag) loads or embeds another picture, which this check cannot see into; draw it with shapes, or deliver the bitmap as its own catalog entry"
        case "set", "animate", "animatemotion", "animatetransform", "animatecolor", "mpath", "discard":
            return "\(tag) animates the picture, and animation can change links and attributes after it is checked; export a still picture"
        case "metadata":
            return "\(tag) is editor data the app does not draw; export as plain SVG, which leaves it out"
        default:
            return "\(tag) is not one of the drawing elements a picture may use (shapes, text, gradients, patterns, clip paths, masks, markers, filters); export as plain SVG"
        }
    }

    /// Why an attribute may not be on `element`, judging its name and, for references and
    /// namespaces, its value; nil when it may (its CSS is checked apart).
    static func problem(attribute name: String, value text: XMLText, on element: String) -> String? {
        if attributes.contains(name) {
            // Allowed by name: only references, namespaces and a <style>'s type are judged by value.
            switch name {
            case "xmlns", "xmlns:xlink", "href", "xlink:href": break
            case "type" where element == "style": break
            default: return nil
            }
        }
        let value = text.string
        if SVGStyleCheck.asciiLowercased(name).hasPrefix("on") {
            return "'\(shown(name))' is an event attribute, which runs code, and the app never runs code from a picture; remove it"
        }
        if name == "xmlns" {
            return value == svgNamespace ? nil : "'xmlns' must be SVG's namespace, \(svgNamespace), not '\(shown(value))'; export as plain SVG"
        }
        if name == "xmlns:xlink" {
            return value == xlinkNamespace ? nil : "'xmlns:xlink' must be XLink's namespace, \(xlinkNamespace), not '\(shown(value))'"
        }
        if name.hasPrefix("xmlns:") {
            return "'\(shown(name))' brings in another namespace, which only an editor reads; only SVG's and XLink's are allowed: export as plain SVG"
        }
        if name == "href" || name == "xlink:href" {
            return isFragment(value) ? nil : outsideReference("\(name)=\"\(shown(value))\"", target: value)
        }
        if name == "xml:base" {
            return "'xml:base' changes where every reference in the picture points; remove it"
        }
        if element == "style", name == "type" {
            let type = value.trimmingCharacters(in: .whitespaces)
            return type.isEmpty || type == "text/css" ? nil : "a <style> of type '\(shown(value))': only CSS (text/css) is read"
        }
        if isFreeText(name) { return nil }
        if name.contains(":") {
            return "'\(shown(name))': an attribute with a namespace prefix, which only an editor reads; export as plain SVG"
        }
        return "'\(shown(name))' is not an attribute a picture may use on <\(shown(element))>; export as plain SVG"
    }

    /// Whether an attribute's value is read as CSS, where `url()` and other functions can load
    /// things: `style`, every presentation attribute, and the rest but names and plain text.
    static func isStyled(_ name: String) -> Bool { !(isFreeText(name) || plain.contains(name)) }

    private static let plain: Set<String> = ["id", "class", "lang", "xml:lang", "xml:space", "role", "title", "href", "xlink:href", "xmlns", "xmlns:xlink"]

    /// `data-*` and `aria-*`: data for scripts (there are none) and words for screen readers,
    /// which load nothing; tools such as Illustrator write `data-name`.
    static func isFreeText(_ name: String) -> Bool { name.hasPrefix("data-") || name.hasPrefix("aria-") }

    /// Whether a reference stays inside the file: `#id`, and nothing else. Not even a `data:`
    /// URL, which is a second file hidden in the first (an SVG in it can hold a script), which
    /// this check does not read.
    static func isFragment(_ target: String) -> Bool {
        let trimmed = urlTrimmed(target)
        return trimmed.count > 1 && trimmed.hasPrefix("#")
    }

    /// A URL as the URL Standard parses it: without leading and trailing ASCII white space and
    /// controls, and nothing else (a no-break space before `#` makes it a file name).
    static func urlTrimmed(_ target: String) -> Substring {
        let isTrimmed: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
        var scalars = Substring(target).unicodeScalars[...]
        while let first = scalars.first, isTrimmed(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, isTrimmed(last) { scalars = scalars.dropLast() }
        return Substring(scalars)
    }

    /// The message for a reference out of the file, `what` being the reference as written
    /// (`href="other.svg#x"`, `url(http://…)`).
    static func outsideReference(_ what: String, target: String) -> String {
        let scheme = SVGStyleCheck.asciiLowercased(String(urlTrimmed(target)))
        let rule = "a picture may refer only to its own parts ('#id')"
        if scheme.hasPrefix("data:") {
            return "\(what) is a data: URL, a second file this check cannot see into; \(rule): draw it in the picture itself"
        }
        if scheme.hasPrefix("javascript:") {
            return "\(what) is code to run; \(rule): remove it"
        }
        return "\(what) leads outside the file; \(rule), so that nothing is loaded when it is drawn"
    }

    /// Input quoted in a message, cut short.
    static func shown(_ text: String) -> String { BoundedText.middle(text, limit: 60) }
}
