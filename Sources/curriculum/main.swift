import CurriculumCompiler
import Foundation

// The CLI's logic lives in CurriculumCompiler so tests can drive it without a subprocess.
StandardStream.claimClosedDescriptors()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
