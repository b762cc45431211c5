import PlistKit
import TerminalKit

/// Decoding for lint: every element is tried, so one element's type error never hides the
/// next element's missing key; each failure is a diagnostic with its file, line and key path.
public struct CheckedModels<Model: Sendable>: Sendable {
  /// The elements that decoded, with their place in the root array.
  public var models: [(index: Int, model: Model)] = []
  /// How many elements the root array has, decoded or not.
  public var count = 0
  /// Failed elements and the warnings of the rest (unknown keys, lenient conversions), in file order.
  public var diagnostics: [Diagnostic] = []
  /// The document read, for locating the mode's own diagnostics; nil when it could not be read.
  public var document: PlistDocument?
  /// Where each root element starts (XML), so the mode's own diagnostics find their lines fast.
  public var positions: RootPositions?
  /// With `checkEach(_:visit:)`: the index of each part's first element (see `DiagnosticList.append(_:shiftedBy:)`).
  public var partStarts: [Int] = []
}

extension PlistDocument {
  /// Decodes each element of the root array on its own (`decodeEach`, on every core for a
  /// large file), collecting failures instead of stopping at the first. Only a syntax error
  /// (after which nothing can be read) ends it early.
  public func checkEach<M: PlistModel>(_ type: M.Type) -> CheckedModels<M> {
    checked { () throws(LoadError) in try decodeEach(M.self) }
  }

  /// As `checkEach`, each model handed to `visit` on the thread that decoded it and not kept
  /// (`PlistDocument.visitEach`): for a mode whose rules look at one model at a time.
  public func checkEach<M: PlistModel>(_ type: M.Type, visit: @escaping (_ part: Int, _ index: Int, _ model: M) -> Void) -> CheckedModels<M> {
    checked { () throws(LoadError) in try visitEach(M.self, visit) }
  }

  private func checked<M: PlistModel>(_ decode: () throws(LoadError) -> EachDecoded<M>) -> CheckedModels<M> {
    var result = CheckedModels<M>()
    result.document = self
    let decoded: EachDecoded<M>
    do throws(LoadError) {
      decoded = try decode()
    } catch {
      result.diagnostics = [Diagnostic.from(error)]
      return result
    }
    result.count = decoded.count
    result.models = decoded.models
    result.positions = decoded.positions
    result.partStarts = decoded.partStarts
    var failures = decoded.failures
    if let found = decoded.notAnArray {
      failures.append(ModelError(.mismatch(expected: "an array of dictionaries at the root", found: found)))
    }
    let lines = lineNumbers(of: failures.map(\.path) + decoded.warnings.map(\.path), positions: decoded.positions)
    // Failures and warnings are each in element order; merged, they stay in file order.
    var diagnostics = failures.enumerated().map { Diagnostic(.error, file: name, line: lines[$0], "\($1.path): \($1.reason)") }
    diagnostics += decoded.warnings.enumerated().map { Diagnostic(.warning, file: name, line: lines[failures.count + $0], $1.description) }
    result.diagnostics = diagnostics
    return result
  }
}

extension Pack {
  /// The pack's models checked one by one for lint (see `PlistDocument.checkEach`); a data file
  /// that cannot be opened is one error diagnostic.
  public func checkEach<M: PlistModel>(_ type: M.Type) -> CheckedModels<M> {
    checked { document in document.checkEach(type) }
  }

  /// The pack's models checked one by one, each handed to `visit` and not kept (see
  /// `PlistDocument.visitEach`).
  public func checkEach<M: PlistModel>(_ type: M.Type, visit: @escaping (_ part: Int, _ index: Int, _ model: M) -> Void) -> CheckedModels<M> {
    checked { document in document.checkEach(type, visit: visit) }
  }

  private func checked<M: PlistModel>(_ check: (PlistDocument) -> CheckedModels<M>) -> CheckedModels<M> {
    do throws(LoadError) {
      return check(try document())
    } catch {
      var result = CheckedModels<M>()
      result.diagnostics = [Diagnostic.from(error)]
      return result
    }
  }
}
