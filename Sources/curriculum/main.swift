import CurriculumCLI
import Foundation

// The CLI's logic lives in CurriculumCLI so tests can drive it without a subprocess.
exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
