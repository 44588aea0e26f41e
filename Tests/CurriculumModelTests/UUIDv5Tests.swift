import Foundation
import XCTest
@testable import CurriculumModel

/// Expected values from Python's `uuid.uuid5`, an independent implementation.
final class UUIDv5Tests: XCTestCase {
    private func uuid(_ string: String) -> UUID { UUID(uuidString: string)! }

    func testNamespaces() {
        XCTAssertEqual(UUIDv5.dnsNamespace, uuid("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        XCTAssertEqual(UUIDv5.urlNamespace, uuid("6ba7b811-9dad-11d1-80b4-00c04fd430c8"))
    }

    func testDNSVectors() {
        XCTAssertEqual(UUIDv5.make(namespace: UUIDv5.dnsNamespace, name: "python.org"),
                       uuid("886313e1-3b8a-5372-9b90-0c9aee199e5d"))
        XCTAssertEqual(UUIDv5.make(namespace: UUIDv5.dnsNamespace, name: "www.example.com"),
                       uuid("2ed6657d-e927-568b-95e1-2665a8aea6a2"))
        XCTAssertEqual(UUIDv5.make(namespace: UUIDv5.dnsNamespace, name: ""),
                       uuid("4ebd0208-8328-5d69-8c44-ec50939c0967"))
    }

    func testURLVectors() {
        XCTAssertEqual(UUIDv5.make(namespace: UUIDv5.urlNamespace, name: "https://www.python.org/"),
                       uuid("5406f80d-92e9-51cd-a176-77445955e733"))
        // Non-ASCII names are hashed as UTF-8.
        XCTAssertEqual(UUIDv5.make(namespace: UUIDv5.urlNamespace, name: "http://example.com/ü"),
                       uuid("3bdc1b92-e301-5da7-9835-fff02184ba40"))
    }

    /// Entity IDs in shipped bundles depend on this value; it must never change.
    func testCurriculumNamespaceIsPinned() {
        XCTAssertEqual(UUIDv5.curriculum, uuid("38a6187e-728c-561b-84ee-2e6dd326e86a"))
        XCTAssertEqual(UUIDv5.curriculum,
                       UUIDv5.make(namespace: UUIDv5.urlNamespace, name: "https://curriculum.example/ny-math-k1"))
    }

    func testEntityDerivesFromCurriculumNamespace() {
        XCTAssertEqual(UUIDv5.entity("k.oa.1"), uuid("c4053c02-ca6e-51a4-8e5e-5fad9c264df6"))
        XCTAssertEqual(UUIDv5.entity("counting-to-100"), uuid("e52e5261-c735-57a0-afc9-cec74df96f18"))
        XCTAssertEqual(UUIDv5.entity("k.oa.1"), UUIDv5.make(namespace: UUIDv5.curriculum, name: "k.oa.1"))
        XCTAssertNotEqual(UUIDv5.entity("k.oa.1"), UUIDv5.entity("k.oa.2"))
    }

    func testVersionAndVariantBits() {
        for name in ["", "a", "python.org", "k.oa.1", String(repeating: "x", count: 300)] {
            for namespace in [UUIDv5.dnsNamespace, UUIDv5.urlNamespace, UUIDv5.curriculum] {
                let bytes = UUIDv5.make(namespace: namespace, name: name).uuid
                XCTAssertEqual(bytes.6 >> 4, 5, "version")
                XCTAssertEqual(bytes.8 >> 6, 0b10, "variant")
            }
        }
        XCTAssertEqual(UUIDv5.entity("k.oa.1").uuidString.lowercased().dropFirst(14).first, "5")
    }
}
