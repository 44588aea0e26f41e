import CurriculumSyntax
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
    return data.withUnsafeBytes { ParseFloor.events(in: $0) }
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
