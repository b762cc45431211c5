import Foundation
import PackagePlugin

/// Puts the built-in packs (`plist-data/`) inside the program it is applied to: runs
/// PackArchiver, whose Swift source holds their bytes, whenever a file of theirs changes.
@main
struct EmbedBuiltInPacks: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let packs = context.package.directoryURL.appending(path: "plist-data")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedBuiltInPacks.swift")
    var inputs: [URL] = []
    if let walker = FileManager.default.enumerator(at: packs, includingPropertiesForKeys: [.isRegularFileKey]) {
      for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        inputs.append(url)
      }
    }
    return [.buildCommand(displayName: "Embedding the built-in packs of plist-data/", executable: try context.tool(named: "PackArchiver").url,
                          arguments: [packs.path, output.path], inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])]
  }
}
