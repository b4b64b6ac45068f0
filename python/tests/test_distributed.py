"""combgames.distributed on a local Ray of two CPUs: answers equal to the single-process
search, a worker killed mid-run, a checkpoint resumed, a certificate checked and a forged one
rejected, a two-node cluster, and the command line."""

import json
import os
import shutil
import subprocess
import sys

import pytest

ray = pytest.importorskip("ray")

import combgames as cg  # noqa: E402
from combgames import search  # noqa: E402
from combgames.distributed import (  # noqa: E402
    CertificateError, CheckpointError, outcome, run, verify)

QUIET = dict(cpus=2, progress=False)


def test_domineering_and_cram_agree_with_the_single_process_search():
    for position in ["6x6", "7x7"]:
        assert outcome("domineering", position, depth=2, **QUIET).letter == \
            cg.domineering_outcome(position)
    assert run("domineering", "7x6", "left", depth=2, **QUIET).wins is False
    assert cg.domineering_outcome("7x6", first="left") == "R"
    for position in ["3x5", "4x4", ".....|.#...|....."]:
        assert outcome("cram", position, depth=2, **QUIET).letter == \
            cg.ruleset_outcome("cram", position)
    assert outcome("clobber", "xoxo|oxox|xoxo", depth=1, **QUIET).letter == \
        cg.ruleset_outcome("clobber", "xoxo|oxox|xoxo")


def test_workers_that_share_their_answers_agree_and_hand_rows_on():
    alone = run("cram", "#....|.....|.....|.....", "left", depth=1, share=None, **QUIET)
    shared = run("cram", "#....|.....|.....|.....", "left", depth=1, share=16, **QUIET)
    assert alone.shared == 0 and shared.shared > 0
    assert shared.wins == alone.wins == search.solve("cram", "#....|.....|.....|.....",
                                                     "left").wins
    with pytest.raises(ValueError, match="share"):
        run("cram", "3x3", "left", share=0, **QUIET)


def test_a_worker_killed_mid_run_is_replaced_and_the_answer_stands(tmp_path):
    crash = tmp_path / "crashed"
    r = run("domineering", "5x6", "left", depth=2, crash_once=str(crash), **QUIET)
    assert crash.exists()  # one worker process did die
    assert r.wins is (cg.domineering_outcome("5x6", first="left") == "L")


def test_a_stopped_run_resumes_from_its_checkpoint(tmp_path):
    path = str(tmp_path / "run.sqlite")
    first = run("domineering", "6x5", "right", depth=2, checkpoint=path, stop_after=4, **QUIET)
    assert first.wins is None and first.solved >= 4
    again = run("domineering", "6x5", "right", depth=2, checkpoint=path, **QUIET)
    assert again.resumed == first.solved
    assert not set(again.solved_jobs) & set(first.solved_jobs)  # nothing solved twice
    assert again.wins is (cg.domineering_outcome("6x5", first="right") == "R")
    # A checkpoint of another run is refused, and left as it was.
    before = open(path, "rb").read()
    with pytest.raises(CheckpointError, match="another run"):
        run("domineering", "5x5", "right", depth=2, checkpoint=path, **QUIET)
    with pytest.raises(CheckpointError, match="another run"):
        run("domineering", "6x5", "right", depth=1, checkpoint=path, **QUIET)
    assert open(path, "rb").read() == before
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(CheckpointError, match="not a checkpoint"):
        run("domineering", "6x5", "right", checkpoint=str(junk), **QUIET)
    assert junk.read_bytes() == b"not a database at all" * 100


def test_a_certificate_is_checked_and_a_forged_one_rejected(tmp_path):
    path = str(tmp_path / "cert.json")
    outcome("cram", "3x4", depth=2, certificate=path, **QUIET)
    report = verify(path)
    assert report.answer == cg.ruleset_outcome("cram", "3x4") and report.resolved > 0
    assert verify(path, sample=2).resolved <= report.resolved
    cert = json.load(open(path))
    # One leaf's answer flipped: the plain search of that leaf disagrees.
    root = cert["roots"][0]
    key = next(iter(root["results"]))
    root["results"][key][0] = not root["results"][key][0]
    forged = str(tmp_path / "forged.json")
    json.dump(cert, open(forged, "w"))
    with pytest.raises(CertificateError):
        verify(forged)
    # A tree with a position changed does not follow from the rules.
    cert = json.load(open(path))
    cert["roots"][1]["levels"][1][0][0] = "....|....|...."
    json.dump(cert, open(forged, "w"))
    with pytest.raises(CertificateError, match="does not follow from the rules"):
        verify(forged)
    # The answer claimed changed: the logic fails.
    cert = json.load(open(path))
    cert["roots"][0]["wins"] = not cert["roots"][0]["wins"]
    json.dump(cert, open(forged, "w"))
    with pytest.raises(CertificateError, match="do not give the answer claimed"):
        verify(forged)


def test_a_two_node_cluster_gives_the_same_answer():
    from ray.cluster_utils import Cluster
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    try:
        cluster.add_node(num_cpus=1)
        cluster.wait_for_nodes()
        ray.init(address=cluster.address, include_dashboard=False, log_to_driver=False,
                 logging_level="ERROR")
        assert ray.cluster_resources().get("CPU") == 2
        assert len(ray.nodes()) == 2
        r = run("domineering", "6x6", "right", depth=2, progress=False)
        assert r.wins is True
        ray.shutdown()
    finally:
        ray.shutdown()
        cluster.shutdown()


def cli(*args):
    return subprocess.run([sys.executable, "-m", "combgames.distributed", *args],
                          capture_output=True, text=True, timeout=600)


def test_the_command_line(tmp_path):
    done = cli("domineering", "5x5", "--cpus", "2")
    assert (done.returncode, done.stdout) == (0, "P\n")
    assert "jobs" in done.stderr
    cert = str(tmp_path / "c.json")
    done = cli("cram", "3x3", "--first", "left", "--cpus", "2", "--certificate", cert)
    assert (done.returncode, done.stdout) == (0, "R\n")
    done = cli("verify", cert, "--sample", "3")
    assert done.returncode == 0 and done.stdout.startswith("R: 1 root(s)")
    done = cli("verify", str(tmp_path / "missing.json"))
    assert done.returncode == 1 and len(done.stderr.strip().splitlines()) == 1
    done = cli("domineering", "5x", "--cpus", "2")
    assert done.returncode == 1 and "at position 0" in done.stderr
    assert "Traceback" not in done.stderr
    assert cli("chess", "8x8").returncode == 2
    for bad in (["--depth", "-1"], ["--cpus", "0"], ["--threads", "0"], ["--share", "-1"]):
        done = cli("domineering", "4x4", *bad)
        assert done.returncode == 2 and "must be at least" in done.stderr
    # A certificate that cannot be written fails before any search.
    done = cli("domineering", "4x4", "--cpus", "2", "--certificate",
               str(tmp_path / "no" / "such" / "dir.json"))
    assert done.returncode == 1 and "No such file" in done.stderr
    assert "jobs" not in done.stderr
    # An address where no cluster answers is refused at once (Ray retried it for minutes),
    # and one that is no address at all likewise.
    done = cli("domineering", "4x4", "--address", "127.0.0.1:1")
    assert done.returncode == 1 and "no Ray cluster answers at 127.0.0.1:1" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    done = cli("domineering", "4x4", "--address", "nonsense")
    assert done.returncode == 1 and "expected HOST:PORT" in done.stderr


def test_a_job_wider_than_the_cluster_is_refused_not_left_waiting():
    with pytest.raises(ValueError, match="fewer than the 3 threads"):
        run("domineering", "6x6", "left", depth=1, cpus=2, threads=3, progress=False)
    with pytest.raises(ValueError, match="at least"):
        run("domineering", "6x6", "left", depth=-1, cpus=2, progress=False)


def test_the_examples_in_the_docstrings_run():
    import doctest
    from combgames.distributed import certificate, checkpoint, driver
    for module in (driver, certificate, checkpoint):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0 and result.attempted > 0, module.__name__


def test_malformed_certificates_are_rejected_not_crashed_on(tmp_path):
    path = str(tmp_path / "cert.json")
    run("cram", "2x3", "left", depth=1, cpus=2, certificate=path, progress=False)
    good = json.load(open(path))
    for change in (
        lambda c: c.update(results={"x": [True, None, 1]}),
        lambda c: c.update(results={"0": "yes"}),
        lambda c: c.update(results={"0": [1, None, 1]}),
        lambda c: c.update(results=[1, 2]),
        lambda c: c.update(roots=[1, 2], format=c["format"]),
        lambda c: c.pop("levels"),
    ):
        cert = json.loads(json.dumps(good))
        change(cert)
        forged = tmp_path / "forged.json"
        forged.write_text(json.dumps(cert))
        with pytest.raises(CertificateError):
            verify(str(forged))
