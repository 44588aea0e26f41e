@testable import CurriculumLanguageServer
import XCTest

@testable import CurriculumCompiler
import CurriculumJSONRPC

/// `RPCMessage.decode` checks what JSON-RPC 2.0 requires; the builders write what LSP 3.17 clients
/// expect.
final class JSONRPCTests: XCTestCase {
    private func decode(_ text: String) throws -> Result<RPCMessage, RPCError> {
        RPCMessage.decode(try JSONValue.parse(text))
    }

    /// The reason `text` is refused, failing the test when it is not.
    private func refusal(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        switch try decode(text) {
        case .success(let message):
            XCTFail("decoded \(text) as \(message)", file: file, line: line)
            return nil
        case .failure(let error):
            XCTAssertEqual(error.code, RPCError.invalidRequest, file: file, line: line)
            return error.message
        }
    }

    func testRequestsNotificationsAndResponses() throws {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null}}"#).get(),
                       .request(id: .int(1), method: "initialize", params: ["processId": nil]))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":"abc","method":"shutdown"}"#).get(),
                       .request(id: .string("abc"), method: "shutdown", params: nil))
        XCTAssertEqual(try decode(#"{"method":"textDocument/didSave","params":[1],"jsonrpc":"2.0"}"#).get(),
                       .notification(method: "textDocument/didSave", params: [1]))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#).get(), .notification(method: "exit", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":5,"result":null}"#).get(), .response(id: .int(5), result: .null, error: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":"x","result":[{"a":1}]}"#).get(), .response(id: .string("x"), result: [["a": 1]], error: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":6,"error":{"code":-32601,"message":"no","data":{"d":1}}}"#).get(),
                       .response(id: .int(6), result: nil, error: RPCError(code: -32601, message: "no", data: ["d": 1])))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#).get(),
                       .response(id: nil, result: nil, error: RPCError(code: RPCError.parseError, message: "bad")))
    }

    func testLeniencies() throws {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#).get(),
                       .request(id: .int(2), method: "shutdown", params: nil), "null params read as none")
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":3.0,"method":"m"}"#).get(),
                       .request(id: .int(3), method: "m", params: nil), "a whole-number id")
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m","extra":true}}"#).get(),
                       .response(id: .int(1), result: nil, error: RPCError(code: 1, message: "m")), "unknown error members are ignored")
    }

    func testWhatJSONRPCRequiresIsChecked() throws {
        XCTAssertEqual(try refusal("[]"), "batches of JSON-RPC messages are not supported by the Language Server Protocol")
        XCTAssertEqual(try refusal(#""text""#), "a JSON-RPC message must be an object")
        XCTAssertEqual(try refusal(#"{"id":1,"method":"m"}"#), #"the message has no "jsonrpc": "2.0""#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"1.0","id":1,"method":"m"}"#), #""jsonrpc" must be "2.0""#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":2.0,"id":1,"method":"m"}"#), #""jsonrpc" must be "2.0""#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":1,"method":5}"#), #""method" must be a string"#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":1,"method":"m","params":"p"}"#), #""params" must be an array or an object"#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","method":"m","params":3}"#), #""params" must be an array or an object"#)
        for id in ["null", "true", "1.5", "[1]", "{}", "1e300"] {
            XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":\#(id),"method":"m"}"#), "a request id must be an integer or a string", id)
        }
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0"}"#), #"the message has neither a "method" nor an "id""#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":1}"#), #"a response must have a "result" or an "error""#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#),
                       #"a response must not have both a "result" and an "error""#)
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":null,"result":1}"#), "only an error response may have a null id")
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":false,"result":1}"#), "a response id must be an integer or a string")
        XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":false,"error":{"code":1,"message":"m"}}"#), "a response id must be an integer or a string")
        for error in [#""oops""#, #"{"code":"1","message":"m"}"#, #"{"code":1}"#, #"{"message":"m"}"#, #"{"code":1.5,"message":"m"}"#] {
            XCTAssertEqual(try refusal(#"{"jsonrpc":"2.0","id":1,"error":\#(error)}"#),
                           #""error" must be an object with an integer "code" and a string "message""#, error)
        }
    }

    func testTheIdOfARefusedRequestCanStillBeAnswered() throws {
        XCTAssertEqual(RPCMessage.id(of: try JSONValue.parse(#"{"id":4,"method":"m","params":1}"#)), .int(4))
        XCTAssertEqual(RPCMessage.id(of: try JSONValue.parse(#"{"jsonrpc":"1","id":"s","method":"m"}"#)), .string("s"))
        XCTAssertNil(RPCMessage.id(of: try JSONValue.parse(#"{"id":true,"method":"m"}"#)))
        XCTAssertNil(RPCMessage.id(of: try JSONValue.parse(#"{"id":4,"result":1}"#)), "responses are not answered")
        XCTAssertNil(RPCMessage.id(of: try JSONValue.parse("[1]")))
    }

    func testBuildersWriteExactJSON() {
        XCTAssertEqual(RPCMessage.responseJSON(id: .int(1), result: ["capabilities": [:]]).serializedString(),
                       #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{}}}"#)
        XCTAssertEqual(RPCMessage.responseJSON(id: .string("a\"b"), result: nil).serializedString(), #"{"jsonrpc":"2.0","id":"a\"b","result":null}"#)
        XCTAssertEqual(RPCMessage.errorJSON(id: .int(2), error: RPCError(code: RPCError.methodNotFound, message: "unknown method x")).serializedString(),
                       #"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"unknown method x"}}"#)
        XCTAssertEqual(RPCMessage.errorJSON(id: nil, error: RPCError(code: RPCError.parseError, message: "bad", data: [1])).serializedString(),
                       #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad","data":[1]}}"#)
        XCTAssertEqual(RPCMessage.notificationJSON(method: "textDocument/publishDiagnostics", params: ["uri": "file:///a", "diagnostics": []]).serializedString(),
                       #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","diagnostics":[]}}"#)
        XCTAssertEqual(RPCMessage.notificationJSON(method: "exit", params: nil).serializedString(), #"{"jsonrpc":"2.0","method":"exit"}"#)
        XCTAssertEqual(RPCMessage.requestJSON(id: .string("register-1"), method: "client/registerCapability", params: ["registrations": []]).serializedString(),
                       #"{"jsonrpc":"2.0","id":"register-1","method":"client/registerCapability","params":{"registrations":[]}}"#)
        XCTAssertEqual(RPCMessage.requestJSON(id: .int(9), method: "m", params: nil).serializedString(), #"{"jsonrpc":"2.0","id":9,"method":"m"}"#)
    }

    func testMessagesRoundTripThroughJSON() throws {
        let messages: [RPCMessage] = [
            .request(id: .int(-3), method: "textDocument/hover", params: ["position": ["line": 0, "character": 4]]),
            .request(id: .string(""), method: "m", params: [1, "two"]),
            .notification(method: "$/cancelRequest", params: ["id": 7]),
            .notification(method: "initialized", params: nil),
            .response(id: .int(8), result: .null, error: nil),
            .response(id: .string("r"), result: ["applied": true], error: nil),
            .response(id: .int(9), result: nil, error: RPCError(code: RPCError.requestFailed, message: "failed", data: "why")),
            .response(id: nil, result: nil, error: RPCError(code: RPCError.invalidRequest, message: "bad")),
        ]
        for message in messages {
            XCTAssertEqual(try RPCMessage.decode(JSONValue.parse(message.json.serialized())).get(), message)
        }
        XCTAssertThrowsError(try RPCMessage.decode(RPCMessage.response(id: nil, result: 1, error: nil).json).get(),
                             "a success without an id is written as it is and refused")
    }

    func testErrorCodesAreTheSpecifications() {
        XCTAssertEqual(RPCError.parseError, -32700)
        XCTAssertEqual(RPCError.invalidRequest, -32600)
        XCTAssertEqual(RPCError.methodNotFound, -32601)
        XCTAssertEqual(RPCError.invalidParams, -32602)
        XCTAssertEqual(RPCError.internalError, -32603)
        XCTAssertEqual(RPCError.serverNotInitialized, -32002)
        XCTAssertEqual(RPCError.unknownErrorCode, -32001)
        XCTAssertEqual(RPCError.requestCancelled, -32800)
        XCTAssertEqual(RPCError.contentModified, -32801)
        XCTAssertEqual(RPCError.serverCancelled, -32802)
        XCTAssertEqual(RPCError.requestFailed, -32803)
    }

    func testIDs() {
        XCTAssertEqual(RPCID.int(3).json, .int(3))
        XCTAssertEqual(RPCID.string("3").json, .string("3"))
        XCTAssertEqual(RPCID(.int(3)), .int(3))
        XCTAssertEqual(RPCID(.double(3)), .int(3))
        XCTAssertNil(RPCID(.double(3.5)))
        XCTAssertNil(RPCID(.null))
        XCTAssertNotEqual(RPCID.int(3), RPCID.string("3"), "1 and \"1\" are different requests")
        XCTAssertEqual(RPCID.int(3).description, "3")
        XCTAssertEqual(RPCID.string("3").description, "\"3\"")
        XCTAssertEqual(RPCError(code: 1, message: "m").description, "error 1: m")
    }
}
