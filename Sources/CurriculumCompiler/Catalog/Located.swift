import CurriculumSyntax

/// A value from an authored file together with where it was written, so every rule can point
/// at the exact text it is about.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: SourceLocation
    /// Columns the value spans on its line, for the caret underline.
    package var length: Int

    package init(_ value: Value, at location: SourceLocation, length: Int = 1) {
        self.value = value
        self.location = location
        self.length = max(1, length)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A reference by id (skill, unit, standard, badge, event…), located for "did you mean".
package typealias Reference = Located<String>
/// A piece of child-facing copy, located for the COPY rules.
package typealias Copy = Located<String>
