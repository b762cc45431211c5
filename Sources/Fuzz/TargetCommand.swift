#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

#if ARCADE_LIBFUZZER
// A build for libFuzzer (`swift build --sanitize=fuzzer --sanitize=address -Xswiftc
// -DARCADE_LIBFUZZER`, and the coverage named as docs/testing.md shows): libFuzzer's own main
// drives these; ARCADE_FUZZ_TARGET names the target.

nonisolated(unsafe) private var chosen: FuzzTarget = .xml

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
  let name = ProcessInfo.processInfo.environment["ARCADE_FUZZ_TARGET"] ?? ""
  guard let target = FuzzTarget(rawValue: name) else {
    print("arcade-fuzz: set ARCADE_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    exit(2)
  }
  chosen = target
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  chosen.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

#else

/// `arcade-fuzz target NAME FILE...`: each file (or each file of a folder) through one target,
/// once — how an input libFuzzer kept is tried again, as the tests do with the regression files.
enum TargetCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
      print("usage: arcade-fuzz target \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...")
      return 2
    }
    var inputs = 0
    for path in arguments.dropFirst() {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        target.run(Array(data))
        inputs += 1
      }
    }
    print("arcade-fuzz: \(inputs) inputs through the \(name) target")
    return 0
  }

  /// A file, or the files of a folder, sorted.
  static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
  }
}
#endif
