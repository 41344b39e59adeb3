//! The cards Inside the Crease and 4th Street Hockey make from a team's lines, as compact
//! tables for the team builder (only it reaches them, so they load in its chunk). Every text
//! is a number or a name set as text, never HTML.

use crate::engine::Game;
use crate::games::crease::{self, Play, ShotType};
use crate::games::fourth_street::goalie::Colour;
use crate::games::fourth_street::rules::{FourthStreet, TeamSheet};
use crate::league::LeagueTeam;
use leptos::prelude::*;

fn or_dash(value: Option<u8>) -> String {
    value.map_or("–".to_string(), |v| v.to_string())
}

/// "12/30": the numbers of a section that give a shot, of all it covers.
fn shot_share(section: &crease::cards::Ranges<Play>) -> String {
    format!(
        "{}/{}",
        section.count(|p| matches!(p, Play::Shot(_))),
        section.top()
    )
}

/// Inside the Crease's skater and goalie cards, built as a new game builds them.
#[component]
pub fn CreaseCards(team: LeagueTeam) -> impl IntoView {
    let cards = crease::cards::team_cards_for(&team, crease::Crease::RULES_VERSION);
    let skater_rows = cards
        .skaters
        .iter()
        .map(|s| {
            view! {
                <tr data-testid="crease-skater">
                    <td>{s.position.code()}</td>
                    <th scope="row">{s.name.clone()}</th>
                    <td>{or_dash(s.fo)}</td>
                    <td>{s.def}</td>
                    <td>{or_dash(s.pk_def)}</td>
                    <td>{s.take}</td>
                    <td>{s.hit}</td>
                    <td>{s.pen}</td>
                    <td>{s.blk}</td>
                    <td>{s.brk}</td>
                    <td>{s.ast}</td>
                    <td>{s.so}</td>
                    <td>{s.shft}</td>
                    <td>{shot_share(&s.even)}</td>
                    <td>{shot_share(&s.pp)}</td>
                </tr>
            }
        })
        .collect_view();
    let goalie_rows = cards
        .goalies
        .iter()
        .map(|g| {
            let goals = ShotType::ALL
                .iter()
                .map(|&shot| {
                    let width = g.goal_width(shot);
                    view! { <td>{if width == 0 { "–".to_string() } else { format!("1-{width}") }}</td> }
                })
                .collect_view();
            view! {
                <tr data-testid="crease-goalie">
                    <td>"G"</td>
                    <th scope="row">{g.name.clone()}</th>
                    {goals}
                    <td>{g.brk.len()}</td>
                    <td>{g.so}</td>
                    <td>{g.inj}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="team-cards">
            <table class="player-box" data-testid="crease-skaters">
                <thead>
                    <tr>
                        <th>"Pos"</th><th scope="col">"Skater"</th><th>"FO"</th><th>"DEF"</th><th>"PK"</th>
                        <th>"TAKE"</th><th>"HIT"</th><th>"PEN"</th><th>"BLK"</th><th>"BRK"</th>
                        <th>"AST"</th><th>"SO"</th><th>"SHFT"</th><th>"EV shots"</th><th>"PP shots"</th>
                    </tr>
                </thead>
                <tbody>{skater_rows}</tbody>
            </table>
            <table class="player-box" data-testid="crease-goalies">
                <thead>
                    <tr>
                        <th>"Pos"</th><th scope="col">"Goalie"</th>
                        <th>"SH5"</th><th>"SH4"</th><th>"SH3"</th><th>"SH2"</th><th>"SH1"</th><th>"SH0"</th>
                        <th>"BRK"</th><th>"SO"</th><th>"INJ"</th>
                    </tr>
                </thead>
                <tbody>{goalie_rows}</tbody>
            </table>
        </div>
        <p class="hint">"Skaters: the ratings printed on the card (a dash: none), and how many numbers of the even-strength and power-play sections give him a shot. Goalies: the GOAL range of each shot column, SH5 the hardest shot, and the breakaway numbers marked."</p>
    }
}

/// 4th Street Hockey's skater ratings and goalie grids, built as a new game builds them.
#[component]
pub fn FourthStreetCards(team: LeagueTeam) -> impl IntoView {
    let sheet = TeamSheet::of_version(&team, FourthStreet::RULES_VERSION);
    let skater_rows = sheet
        .skaters
        .iter()
        .map(|s| {
            let r = &s.ratings;
            view! {
                <tr data-testid="fourth-skater">
                    <td>{s.position.code()}</td>
                    <th scope="row">{s.name.clone()}</th>
                    <td>{r.ps}</td>
                    <td>{r.sk}</td>
                    <td>{r.w}</td>
                    <td>{r.s}</td>
                    <td>{r.b}</td>
                    <td>{r.df}</td>
                    <td>{r.ch}</td>
                    <td>{r.pk}</td>
                    <td>{r.sp}</td>
                    <td>{r.tp}</td>
                </tr>
            }
        })
        .collect_view();
    let goalie_rows = sheet
        .goalies
        .iter()
        .map(|g| {
            let cells = g.grid.iter().flatten();
            let colours = Colour::ALL
                .iter()
                .map(|&c| {
                    let n = cells.clone().filter(|cell| cell.colour == Some(c)).count();
                    view! { <td>{n}</td> }
                })
                .collect_view();
            let white = cells.clone().filter(|cell| cell.colour.is_none()).count();
            view! {
                <tr data-testid="fourth-goalie">
                    <td>"G"</td>
                    <th scope="row">{g.name.clone()}</th>
                    {colours}
                    <td>{white}</td>
                    <td>{g.rebound}</td>
                    <td>{g.injury}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="team-cards">
            <table class="player-box" data-testid="fourth-skaters">
                <thead>
                    <tr>
                        <th>"Pos"</th><th scope="col">"Skater"</th><th>"PS"</th><th>"SK"</th><th>"W"</th>
                        <th>"S"</th><th>"B"</th><th>"DF"</th><th>"CH"</th><th>"PK"</th><th>"SP"</th><th>"TP"</th>
                    </tr>
                </thead>
                <tbody>{skater_rows}</tbody>
            </table>
            <table class="player-box" data-testid="fourth-goalies">
                <thead>
                    <tr>
                        <th>"Pos"</th><th scope="col">"Goalie"</th><th>"Red"</th><th>"Orange"</th>
                        <th>"Yellow"</th><th>"Blue"</th><th>"Violet"</th><th>"White"</th><th>"Reb"</th><th>"Inj"</th>
                    </tr>
                </thead>
                <tbody>{goalie_rows}</tbody>
            </table>
        </div>
        <p class="hint">"Skaters: passing, skating, wrist and slap shot, breakaway, defence, checking, penalty killing, speed and tip ratings. Goalies: the 100 cells of the grid by colour; a shot scores on a cell of its own colour or further right (a red shot on any coloured cell, a violet one only on violet), never on white."</p>
    }
}
