import CurriculumModel

/// A JSON-RPC 2.0 request id: a number or a string. JSON-RPC allows a number with a fraction, but
/// says ids should not have one, and no LSP client sends one; such an id is refused.
package enum RPCID: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)

    package var json: JSONValue {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        }
    }

    /// The id a JSON value stands for: an integer, a whole number that fits in `Int` (`1.0`), or
    /// a string.
    package init?(_ json: JSONValue) {
        switch json {
        case .string(let s): self = .string(s)
        case .int, .double:
            guard let i = json.int else { return nil }
            self = .int(i)
        default: return nil
        }
    }

    package var description: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}

/// A JSON-RPC error object, also what the server's handlers throw to answer a request with an
/// error.
package struct RPCError: Error, Hashable, Sendable, CustomStringConvertible {
    package var code: Int
    package var message: String
    package var data: JSONValue?

    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    // JSON-RPC 2.0's codes.
    package static let parseError = -32700
    package static let invalidRequest = -32600
    package static let methodNotFound = -32601
    package static let invalidParams = -32602
    package static let internalError = -32603
    // LSP 3.17's codes.
    package static let serverNotInitialized = -32002
    package static let unknownErrorCode = -32001
    package static let requestFailed = -32803
    package static let serverCancelled = -32802
    package static let contentModified = -32801
    package static let requestCancelled = -32800

    /// `{"code": …, "message": …, "data": …}`, `data` only when there is some.
    package var json: JSONValue {
        var object: JSONObject = ["code": .int(code), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    /// The error object a response carries; nil when it is not one (no integer code, no string
    /// message). Other members are ignored.
    package init?(_ json: JSONValue) {
        guard let code = json["code"]?.int, let message = json["message"]?.string else { return nil }
        self.init(code: code, message: message, data: json["data"])
    }

    package var description: String { "error \(code): \(message)" }
}

/// One JSON-RPC 2.0 message, as the LSP 3.17 base protocol carries them.
package enum RPCMessage: Hashable, Sendable {
    /// A call that wants a response with the same id.
    case request(id: RPCID, method: String, params: JSONValue?)
    /// A call that wants no response.
    case notification(method: String, params: JSONValue?)
    /// The answer to a request the server sent (`client/registerCapability`, …). Exactly one of
    /// `result` and `error` is set; `result` is `.null` for a successful void result. The id is
    /// nil only in an error response to a message whose id could not be read.
    case response(id: RPCID?, result: JSONValue?, error: RPCError?)

    /// Reads a parsed message, checking what JSON-RPC 2.0 requires: `"jsonrpc": "2.0"`; a method
    /// that is a string; params, when present, an array or an object; an id that is an integer
    /// or a string (null only in an error response); a response with exactly one of `result` and
    /// `error`. A failure is an `invalidRequest` error saying what is wrong; to answer it, use
    /// `RPCMessage.id(of:)` for the id.
    ///
    /// One leniency: `"params": null` reads as no params, since some clients send it for
    /// `shutdown` and `exit`, whose params LSP defines as void.
    package static func decode(_ value: JSONValue) -> Result<RPCMessage, RPCError> {
        func invalid(_ message: String) -> Result<RPCMessage, RPCError> {
            .failure(RPCError(code: RPCError.invalidRequest, message: message))
        }
        guard case .object(let object) = value else {
            if case .array = value { return invalid("batches of JSON-RPC messages are not supported by the Language Server Protocol") }
            return invalid("a JSON-RPC message must be an object")
        }
        guard object["jsonrpc"] == .string("2.0") else {
            return invalid(object["jsonrpc"] == nil ? "the message has no \"jsonrpc\": \"2.0\"" : "\"jsonrpc\" must be \"2.0\"")
        }
        let id = object["id"]
        if let method = object["method"] {
            guard let name = method.string else { return invalid("\"method\" must be a string") }
            var params = object["params"]
            switch params {
            case nil, .array?, .object?: break
            case .null?: params = nil
            default: return invalid("\"params\" must be an array or an object")
            }
            guard let id else { return .success(.notification(method: name, params: params)) }
            guard let rpcID = RPCID(id) else { return invalid("a request id must be an integer or a string") }
            return .success(.request(id: rpcID, method: name, params: params))
        }
        // No method: a response.
        guard let id else { return invalid("the message has neither a \"method\" nor an \"id\"") }
        let result = object["result"]
        let errorValue = object["error"]
        switch (result, errorValue) {
        case (nil, nil): return invalid("a response must have a \"result\" or an \"error\"")
        case (.some, .some): return invalid("a response must not have both a \"result\" and an \"error\"")
        case (let result?, nil):
            guard let rpcID = RPCID(id) else {
                return invalid(id.isNull ? "only an error response may have a null id" : "a response id must be an integer or a string")
            }
            return .success(.response(id: rpcID, result: result, error: nil))
        case (nil, let errorValue?):
            guard let error = RPCError(errorValue) else {
                return invalid("\"error\" must be an object with an integer \"code\" and a string \"message\"")
            }
            if id.isNull { return .success(.response(id: nil, result: nil, error: error)) }
            guard let rpcID = RPCID(id) else { return invalid("a response id must be an integer or a string") }
            return .success(.response(id: rpcID, result: nil, error: error))
        }
    }

    /// The id of a message that `decode` refused, when it has a usable one and a method, so the
    /// error response can carry it; JSON-RPC 2.0 answers with a null id otherwise.
    package static func id(of value: JSONValue) -> RPCID? {
        guard value["method"] != nil, let id = value["id"] else { return nil }
        return RPCID(id)
    }

    /// The message as JSON; `decode` reads it back as the same message.
    package var json: JSONValue {
        switch self {
        case .request(let id, let method, let params):
            return Self.requestJSON(id: id, method: method, params: params)
        case .notification(let method, let params):
            return Self.notificationJSON(method: method, params: params)
        case .response(let id, let result, let error):
            if let error { return Self.errorJSON(id: id, error: error) }
            // A success without an id is not valid JSON-RPC; written as it is, decode refuses it.
            return .object(["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result ?? .null])
        }
    }

    // MARK: Builders for what the server sends

    /// A successful response; `result` is `.null` for LSP's void results (`shutdown`).
    package static func responseJSON(id: RPCID, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id.json, "result": result])
    }

    /// An error response; the id is null when the request's id is unknown (the body did not
    /// parse, or had no usable id).
    package static func errorJSON(id: RPCID?, error: RPCError) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json])
    }

    /// A notification (`textDocument/publishDiagnostics`, `window/logMessage`); no params member
    /// when `params` is nil.
    package static func notificationJSON(method: String, params: JSONValue?) -> JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { object["params"] = params }
        return .object(object)
    }

    /// A request from the server to the client (`client/registerCapability`,
    /// `workspace/configuration`); no params member when `params` is nil.
    package static func requestJSON(id: RPCID, method: String, params: JSONValue?) -> JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
        if let params { object["params"] = params }
        return .object(object)
    }
}
