# irace (the R package, 3.x) on a scenario the kit exported (IraceExport), its runs done by the
# benchmark's JVM instead of one JVM per run: irace hands each batch of experiments to
# targetRunnerParallel, which sends them over a local socket as "INSTANCE name=value ..." lines
# (the words irace's own target runner would get) and reads back one cost a line, in order.
# irace's race itself (sampling, Friedman tests, elites, budget) is untouched. At the end the
# best configuration goes back as "BEST name=value ...".
# Usage (in the scenario's folder): Rscript irace-socket.R PORT
suppressPackageStartupMessages(library(irace))
port <- as.integer(commandArgs(trailingOnly = TRUE)[1])
con <- socketConnection(host = "127.0.0.1", port = port, blocking = TRUE, open = "r+", timeout = 86400)
words <- function(values, switches) trimws(irace:::buildCommandLine(values, switches))
scenario <- readScenario("scenario.txt")
scenario$logFile <- ""
scenario$targetRunnerParallel <- function(experiments, exec.target.runner, scenario, target.runner) {
  lines <- vapply(experiments, function(e) paste(basename(e$instance), words(e$configuration, e$switches)), "")
  writeLines(c(paste("RUN", length(lines)), lines), con)
  costs <- suppressWarnings(as.numeric(readLines(con, n = length(lines))))
  if (length(costs) != length(lines) || anyNA(costs)) {
    stop("the kit returned ", length(costs), " costs for ", length(lines), " runs")
  }
  # What irace's own check makes of a runner that prints only a cost: no time (NA).
  lapply(costs, function(cost) list(cost = cost, time = NA, outputRaw = as.character(cost), call = "kit"))
}
scenario <- checkScenario(scenario)
parameters <- readParameters(file = scenario$parameterFile, digits = scenario$digits)
elites <- irace(scenario = scenario, parameters = parameters)
best <- elites[1, parameters$names, drop = FALSE]
writeLines(paste("BEST", words(best, parameters$switches[parameters$names])), con)
close(con)
