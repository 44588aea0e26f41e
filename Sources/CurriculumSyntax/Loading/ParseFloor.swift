import CYAML

/// libyaml's event parser over some bytes, building nothing: the floor `make bench` measures
/// every command against (the `yaml-floor` tool). It lives here because this is the one target
/// that imports libyaml.
package enum ParseFloor {
    /// How many events libyaml reads from `bytes`, stopping at the stream's end or its first error.
    package static func events(in bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return 0 }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, bytes.count)
        var events = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            events += 1
            if done { break }
        }
        return events
    }
}
