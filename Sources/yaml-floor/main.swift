import CYAML
import Foundation

// The benchmark's floor: read every *.yaml file under the given folders and run libyaml's event
// parser over it, building nothing. No curriculum tool can check these files faster than this
// program can merely parse them, so `make bench` reports the tool's time as a ratio to it.

func yamlFiles(under root: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".yaml") { files.append(root + "/" + path) }
    }
    return files.sorted()
}

func parse(_ path: String) -> Int {
    guard let data = FileManager.default.contents(atPath: path) else { return 0 }
    var parser = yaml_parser_t()
    yaml_parser_initialize(&parser)
    defer { yaml_parser_delete(&parser) }
    var events = 0
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return }
        yaml_parser_set_input_string(&parser, base, raw.count)
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            events += 1
            if done { break }
        }
    }
    return events
}

var total = 0
var fileCount = 0
for root in CommandLine.arguments.dropFirst() {
    for file in yamlFiles(under: root) {
        total += parse(file)
        fileCount += 1
    }
}
print("parsed \(fileCount) files, \(total) events")
