"""The calculator page: one HTML file with its style and script, no outside resources."""

PAGE = r"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>combgames calculator</title>
<style>
  body { font-family: sans-serif; max-width: 60em; margin: 1.5em auto; padding: 0 1em; color: #222; }
  h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
  input[type=text] { font-family: monospace; font-size: 1.1em; width: 24em; }
  table.answer td { padding: 0.15em 0.8em 0.15em 0; } table.answer td:first-child { color: #555; }
  .error { color: #b00; font-family: monospace; white-space: pre; }
  #grid button { width: 2.2em; height: 2.2em; font-family: monospace; font-size: 1em; margin: 1px; vertical-align: top; }
  #grid button.blocked { background: #444; color: #fff; }
  #grid button.x { background: #1f4e9c; color: #fff; } #grid button.o { background: #c0392b; color: #fff; }
  .picture svg { max-width: 100%; height: auto; }
  .note { color: #555; font-size: 0.9em; }
</style>
</head>
<body>
<h1>combgames calculator</h1>
<p class="note">Games in the standard notation: <code>{3||2*|1*}</code>, <code>^ + *</code>, <code>1/2+-1</code>.
Everything is computed by this machine's combgames, within its limits; nothing typed here is run as code.</p>

<h2>A game</h2>
<form id="game-form">
  <input type="text" id="game" value="{3||2*|1*}" aria-label="game" spellcheck="false">
  <button type="submit" id="go">Compute</button>
</form>
<div id="game-error" class="error" role="alert"></div>
<table class="answer" id="game-answer" hidden>
  <tr><td>canonical form</td><td id="canonical"></td></tr>
  <tr><td>stops (Left, Right)</td><td id="stops"></td></tr>
  <tr><td>mean</td><td id="mean"></td></tr>
  <tr><td>temperature</td><td id="temperature"></td></tr>
  <tr><td>who wins</td><td id="outcome"></td></tr>
</table>
<div class="picture" id="thermograph"></div>

<h2>A board</h2>
<p>
  <select id="ruleset" aria-label="ruleset">
    <option value="domineering">Domineering (click: empty / blocked)</option>
    <option value="clobber">Clobber (click: empty / x Left / o Right)</option>
  </select>
  rows <input type="number" id="rows" min="1" max="6" value="3" style="width:3em">
  columns <input type="number" id="cols" min="1" max="6" value="3" style="width:3em">
</p>
<div id="grid"></div>
<div id="board-error" class="error" role="alert"></div>
<table class="answer" id="board-answer" hidden>
  <tr><td>board</td><td id="board-text"></td></tr>
  <tr><td>value</td><td id="board-value"></td></tr>
  <tr><td>who wins</td><td id="board-outcome"></td></tr>
</table>
<div class="picture" id="board-picture"></div>

<script>
"use strict";
const WINNERS = { L: "Left, whoever starts", R: "Right, whoever starts",
                  N: "the player to move", P: "the second player" };

async function ask(path, request) {
  try {
    const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
                                         body: JSON.stringify(request) });
    return await response.json();
  } catch (e) {
    return { error: "the server did not answer: " + e };
  }
}

function showError(element, text, answer) {
  let message = answer.error;
  if (answer.position !== undefined && text !== undefined) {
    message += "\n" + text + "\n" + " ".repeat(answer.position) + "^";
  }
  element.textContent = message;
}

document.getElementById("game-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const text = document.getElementById("game").value;
  const answer = await ask("/api/game", { text });
  const error = document.getElementById("game-error");
  const table = document.getElementById("game-answer");
  const picture = document.getElementById("thermograph");
  if (answer.error) {
    showError(error, text, answer);
    table.hidden = true;
    picture.innerHTML = "";
    return;
  }
  error.textContent = "";
  document.getElementById("canonical").textContent = answer.canonical;
  document.getElementById("stops").textContent = answer.left_stop + ", " + answer.right_stop;
  document.getElementById("mean").textContent = answer.mean;
  document.getElementById("temperature").textContent = answer.temperature;
  document.getElementById("outcome").textContent = answer.outcome + " (" + WINNERS[answer.outcome] + ")";
  table.hidden = false;
  picture.innerHTML = answer.svg;
});

const STATES = { domineering: [".", "#"], clobber: [".", "x", "o"] };
let cells = [];

function boardText() {
  const cols = cells[0].length;
  return cells.map((row) => row.join("")).join("|");
}

function drawGrid() {
  const grid = document.getElementById("grid");
  grid.textContent = "";
  cells.forEach((row, r) => {
    const line = document.createElement("div");
    row.forEach((cell, c) => {
      const button = document.createElement("button");
      button.type = "button";
      button.id = "cell-" + r + "-" + c;
      button.textContent = cell === "." ? "" : cell;
      button.className = cell === "#" ? "blocked" : (cell === "x" ? "x" : (cell === "o" ? "o" : ""));
      button.addEventListener("click", () => {
        const states = STATES[document.getElementById("ruleset").value];
        cells[r][c] = states[(states.indexOf(cells[r][c]) + 1) % states.length];
        drawGrid();
        solve();
      });
      line.appendChild(button);
    });
    grid.appendChild(line);
  });
}

function newBoard() {
  const clamp = (v) => Math.max(1, Math.min(6, parseInt(v, 10) || 1));
  const rows = clamp(document.getElementById("rows").value);
  const cols = clamp(document.getElementById("cols").value);
  cells = Array.from({ length: rows }, () => Array(cols).fill("."));
  drawGrid();
  solve();
}

async function solve() {
  const ruleset = document.getElementById("ruleset").value;
  const board = boardText();
  const answer = await ask("/api/board", { ruleset, board });
  const error = document.getElementById("board-error");
  const table = document.getElementById("board-answer");
  const picture = document.getElementById("board-picture");
  if (answer.error) {
    showError(error, board, answer);
    table.hidden = true;
    picture.innerHTML = "";
    return;
  }
  error.textContent = "";
  document.getElementById("board-text").textContent = board;
  document.getElementById("board-value").textContent = answer.value;
  document.getElementById("board-outcome").textContent = answer.outcome + " (" + WINNERS[answer.outcome] + ")";
  table.hidden = false;
  picture.innerHTML = answer.svg;
}

for (const id of ["ruleset", "rows", "cols"]) {
  document.getElementById(id).addEventListener("change", newBoard);
}
newBoard();
</script>
</body>
</html>
"""
