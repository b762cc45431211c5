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
  package var positions: RootPositions?
}

extension PlistDocument {
  /// Decodes each element of the root array on its own (`decodeEach`, on every core for a
  /// large file), collecting failures instead of stopping at the first. Only a syntax error
  /// (after which nothing can be read) ends it early.
  public func checkEach<M: PlistModel>(_ type: M.Type) -> CheckedModels<M> {
    checked { () throws(LoadError) in try decodeEach(M.self) }
  }

  /// As `checkEach`, each model visited and not kept, with its part's state (see
  /// `PlistDocument.decodeEach(_:state:visit:)`): for a mode whose rules look at one model at a
  /// time. The parts' states come back, each with the number that makes its indices the root's.
  package func checkEach<M: PlistModel, State: Sendable>(
    _ type: M.Type, state: @escaping @Sendable () -> State, visit: @escaping @Sendable (inout State, _ index: Int, _ model: M) -> Void
  ) -> (checked: CheckedModels<M>, parts: PartStates<State>) {
    var parts: PartStates<State> = []
    let checked = checked { () throws(LoadError) in
      let (decoded, states) = try decodeEach(M.self, state: state, visit: visit)
      parts = states
      return decoded
    }
    return (checked, parts)
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
    var failures = decoded.failures
    if let found = decoded.notAnArray {
      failures.append(ModelError(.mismatch(expected: "an array of dictionaries at the root", found: found)))
    }
    let lines = lineNumbers(of: failures.map(\.path) + decoded.warnings.map(\.path), positions: decoded.positions)
    // Failures and warnings are each in element order; merged, they stay in file order.
    var diagnostics = failures.enumerated().map { Diagnostic(.error, file: name, line: lines[$0], "\($1.path): \($1.reason)") }
    diagnostics += decoded.warnings.enumerated().map { Diagnostic(.warning, file: name, line: lines[failures.count + $0], $1.description) }
    for (severity, n, what) in [(Diagnostic.Severity.error, decoded.unlistedFailures, "elements that do not decode"),
                                (.warning, decoded.unlistedWarnings, "warnings")] where n > 0 {
      diagnostics.append(.unlisted(severity, n, what, file: name, limit: "lint lists at most \(ModelContext.mostWarnings) of a file's"))
    }
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

  /// The pack's models checked one by one, each visited with its part's state and not kept
  /// (see `PlistDocument.checkEach(_:state:visit:)`).
  /// `document`: the pack's data already read (by a check that looked at it first), so that
  /// the file is read once.
  package func checkEach<M: PlistModel, State: Sendable>(
    _ type: M.Type, in document: PlistDocument? = nil,
    state: @escaping @Sendable () -> State, visit: @escaping @Sendable (inout State, _ index: Int, _ model: M) -> Void
  ) -> (checked: CheckedModels<M>, parts: PartStates<State>) {
    do throws(LoadError) {
      let data: PlistDocument
      if let document { data = document } else { data = try self.document() }
      return data.checkEach(type, state: state, visit: visit)
    } catch {
      var result = CheckedModels<M>()
      result.diagnostics = [Diagnostic.from(error)]
      return (result, [])
    }
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
