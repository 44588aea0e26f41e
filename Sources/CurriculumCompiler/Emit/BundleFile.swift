/// One file of a bundle: its path inside the bundle, its bytes, and the schema it follows.
struct BundleFile {
    var path: String
    var bytes: [UInt8]
    var schema: String

    init(path: String, json: JSON, schema: String) {
        self.path = path
        self.bytes = Array(json.serialized().utf8)
        self.schema = schema
    }
}
