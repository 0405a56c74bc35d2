"""The kit's commands behind the `kit` script (`python3 -m nqkit.kit COMMAND`), split by concern:

- env: paths, the one-line messages, logged and heartbeat-watched commands, apt installs;
- usage: the help texts (the kit's and, from lib/cli-usage.txt, the command line's);
- build: the build stamps (library, benchmark), the notebooks selected, what they load;
- kernel: the Java kernel the notebooks run on (bundled or installed) and JJava;
- steps: a step of `./kit test` and its result, its line, the summary, the closing counts, CPU
  time, and the steps run beside others (as separate processes, through status files);
- suite: the steps of `./kit test` themselves.
"""
