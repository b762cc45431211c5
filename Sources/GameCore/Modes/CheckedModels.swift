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
}

extension PlistDocument {
  /// Decodes each element of the root array on its own, collecting failures instead of stopping
  /// at the first. Only a syntax error (after which nothing can be read) ends it early.
  public func checkEach<M: PlistModel>(_ type: M.Type) -> CheckedModels<M> {
    var result = CheckedModels<M>()
    result.document = self
    let context = ModelContext(collectsWarnings: true)
    var failures: [ModelError] = []
    var index = 0
    do throws(PlistError) {
      let root = try PlistReader.forEachRootNode(bytes) { element in
        do throws(ModelError) {
          let model = try context.descend(into: .index(index)) { () throws(ModelError) in try M.convert(element, context: context) }
          result.models.append((index, model))
        } catch {
          failures.append(error.inside(.index(index)))
        }
        index += 1
        return true
      }
      if let root {
        failures.append(ModelError(.mismatch(expected: "an array of dictionaries at the root", found: root.foundDescription)))
      }
    } catch {
      result.diagnostics = [Diagnostic.from(.syntax(error.inFile(name)))]
      return result
    }
    result.count = index
    context.locateWarnings(lines(of:))
    let lines = lines(of: failures.map(\.path))
    var diagnostics = failures.map { failure in
      Diagnostic(.error, file: name, line: lines[failure.path], "\(failure.path): \(failure.reason)")
    }
    diagnostics += context.warnings.map { Diagnostic(.warning, file: name, line: $0.line, $0.description) }
    result.diagnostics = diagnostics
    return result
  }
}

extension Pack {
  /// The pack's models checked one by one for lint (see `PlistDocument.checkEach`); a data file
  /// that cannot be opened is one error diagnostic.
  public func checkEach<M: PlistModel>(_ type: M.Type) -> CheckedModels<M> {
    do throws(LoadError) {
      return try document().checkEach(type)
    } catch {
      var result = CheckedModels<M>()
      result.diagnostics = [Diagnostic.from(error)]
      return result
    }
  }
}
