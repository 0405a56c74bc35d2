#!/usr/bin/python3
"""`grade COURSE --slurm N` with a stand-in for Slurm, for tools/tests/test_grade_slurm.py: sbatch runs
each task of the array at once, one after the other, through the real job script
(tools/slurm/grade-array.sbatch) with SLURM_ARRAY_TASK_ID set, its output in the task's file as
Slurm would write it; squeue finds nothing (every task has ended). NQK_FAKE_SLURM_LOST=1,3 loses
tasks 1 and 3 of the next array (they never run, as tasks killed before they finished); the tasks
lost are written to NQK_FAKE_SLURM_LOG as one line per submission ("submitted 0,1,2"). The tasks
grade with tools/testdata/course/fake_grading.py (NQK_GRADE_PROGRAM), so nothing runs a kernel."""

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
from nqkit import assignments
from nqkit import grade_slurm


class FakeSlurm:
    jobs = 100

    def submit(self, tasks, script_args, log_dir):
        os.environ["NQK_KIT"] = str(grade_slurm.ROOT)
        os.environ["NQK_GRADE_PROGRAM"] = str(HERE / "fake_grading.py")
        lost = {int(t) for t in os.environ.pop("NQK_FAKE_SLURM_LOST", "").split(",") if t}
        with open(os.environ["NQK_FAKE_SLURM_LOG"], "a") as f:
            f.write(f"submitted {','.join(map(str, tasks))}\n")
        FakeSlurm.jobs += 1
        for i in tasks:
            with open(Path(log_dir) / f"task-{i}.out", "w") as out:
                if i in lost:
                    out.write(f"slurmstepd: error: *** JOB {FakeSlurm.jobs}_{i} CANCELLED ***\n")
                    continue
                subprocess.run(["bash", str(grade_slurm.SCRIPT), *script_args], stdout=out, stderr=subprocess.STDOUT,
                               env=dict(os.environ, SLURM_ARRAY_TASK_ID=str(i), SLURM_ARRAY_JOB_ID=str(FakeSlurm.jobs)),
                               check=False, timeout=300)
        return str(FakeSlurm.jobs)

    def states(self, job):
        return {}


grade_slurm.Slurm = FakeSlurm
sys.exit(assignments.main())
