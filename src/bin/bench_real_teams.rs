//! Benchmark (prints, asserts nothing): real 2017-18 NHL teams, pasted into the team builder as
//! a stat site gives their lines (no TOI, HIT, BLK, face-off, PPA or SHA columns; made from the
//! Hockey Databank, see tests/fixtures/real-2017-18/README.md), each played through a season
//! against the built-in league (one team sitting out, see `own_team_season`), with its record
//! and points percentage beside the real one. "zeros" plays each team as the builder read it
//! before the fill: the columns the table lacks as 0 (TOI still estimated, which it then
//! refused to do).
//! Usage: cargo run --profile bench-native --bin bench_real_teams [games a team] [seeds] [sims]
//! (sims: any of o, c, f for Open Ice, Inside the Crease, 4th Street, all by default; with l
//! also the league's weakest and strongest teams pasted back whole and as a stat site gives
//! them; with x without the real teams; TEAMS=TBL,BUF plays just those).

use rinkside::games::crease::Crease;
use rinkside::games::fourth_street::rules::FourthStreet;
use rinkside::games::open_ice::OpenIce;
use rinkside::games::season::own_team_season;
use rinkside::games::sim::{RuleOptions, SimPlay, builtin_league};
use rinkside::league::{LeagueTeam, StatLine, build_team, team_csv_template};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/real-2017-18");

/// Each team's (abbreviation, name, W, L, OTL) from records.csv.
fn real_records() -> Vec<(String, String, u32, u32, u32)> {
    let text = std::fs::read_to_string(format!("{DIR}/records.csv")).expect("records.csv");
    text.lines()
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split(',').collect();
            let n = |i: usize| f[i].parse::<u32>().expect("a count");
            (f[0].to_string(), f[1].to_string(), n(3), n(4), n(5))
        })
        .collect()
}

/// The team as the builder makes it from the pasted tables; with `zeros`, the columns it
/// filled other than TOI set back to 0.
fn pasted(abbreviation: &str, zeros: bool) -> LeagueTeam {
    let read = |kind: &str| {
        std::fs::read_to_string(format!("{DIR}/{abbreviation}-{kind}.csv")).expect("a table")
    };
    let built = build_team(
        &format!("R{}", &abbreviation[..2]),
        "Real",
        abbreviation,
        &read("skaters"),
        &read("goalies"),
        &[],
    )
    .unwrap_or_else(|e| panic!("{abbreviation}: {e:?}"));
    let mut team = built.team.clone();
    if zeros {
        for fill in built.fills.iter().filter(|f| f.column != "TOI") {
            for player in &mut team.roster {
                let StatLine::Skater(line) = &mut player.line else {
                    continue;
                };
                if !fill.players.contains(&player.name) {
                    continue;
                }
                match fill.column {
                    "PIM" => line.penalty_minutes = 0,
                    "FOW" => line.faceoffs_won = 0,
                    "FOL" => line.faceoffs_lost = 0,
                    "HIT" => line.hits = 0,
                    "BLK" => line.blocked_shots = 0,
                    "PPG" => line.power_play_goals = 0,
                    "PPA" => line.power_play_assists = 0,
                    "SHG" => line.short_handed_goals = 0,
                    "SHA" => line.short_handed_assists = 0,
                    _ => line.game_winning_goals = 0,
                }
            }
        }
    } else {
        for line in built.fills_text() {
            println!("  {abbreviation}: {line}");
        }
    }
    team
}

/// The own team's wins, losses, overtime losses and ties, points, goals for and against over
/// `seeds` seasons.
fn season<G>(team: &LeagueTeam, games_per_team: u16, seeds: u64) -> [u32; 6]
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let mut total = [0; 6];
    for seed in 1..=seeds {
        let s = own_team_season::<G>(team, games_per_team, seed);
        let line = [
            s.wins,
            s.losses,
            s.ot_losses + s.ties,
            s.points,
            s.goals_for,
            s.goals_against,
        ];
        for (t, x) in total.iter_mut().zip(line) {
            *t += u32::from(x);
        }
    }
    total
}

fn report<G>(sim: &str, games: u16, seeds: u64)
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let only = std::env::var("TEAMS").unwrap_or_default();
    for (abbreviation, name, w, l, otl) in real_records() {
        if !(only.is_empty() || only.contains(&abbreviation)) {
            continue;
        }
        let real_pct = f64::from(2 * w + otl) / f64::from(2 * (w + l + otl));
        for zeros in [true, false] {
            let team = pasted(&abbreviation, zeros);
            let [sw, sl, so, points, gf, ga] = season::<G>(&team, games, seeds);
            let played = f64::from(sw + sl + so);
            let pct = f64::from(points) / (2.0 * played);
            let a_season = |x: u32| f64::from(x) / seeds as f64;
            println!(
                "{sim}: {name} ({}) {:.1}-{:.1}-{:.1} a season ({seeds} seeds), GF {:.0} GA {:.0}, points % {pct:.3}; real {w}-{l}-{otl}, {real_pct:.3}; off by {:+.1} points",
                if zeros { "zeros" } else { "filled" },
                a_season(sw),
                a_season(sl),
                a_season(so),
                a_season(gf),
                a_season(ga),
                (pct - real_pct) * 100.0,
            );
        }
    }
}

/// A league team's lines as a stat site gives them (the real tables' columns), and its goalies.
fn as_stat_site(team: &LeagueTeam) -> (String, String) {
    let mut skaters = String::from("Player,Pos,GP,G,A,PTS,+/-,PIM,PPG,SHG,GWG,S\n");
    for (p, l) in team.skaters() {
        skaters.push_str(&format!(
            "{},{},{},{},{},{},{},{},{},{},{},{}\n",
            p.name,
            p.position.code(),
            l.games,
            l.goals,
            l.assists,
            l.goals + l.assists,
            l.plus_minus,
            l.penalty_minutes,
            l.power_play_goals,
            l.short_handed_goals,
            l.game_winning_goals,
            l.shots
        ));
    }
    (skaters, team_csv_template(team).1)
}

/// The control: the league's weakest and strongest teams pasted back whole, and as a stat
/// site gives them, where the lines left out are known.
fn control<G>(sim: &str, games: u16, seeds: u64)
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let league = builtin_league();
    let pct = |t: &LeagueTeam| f64::from(2 * t.record.wins + t.record.overtime_losses);
    let weakest = league.teams.iter().min_by(|a, b| pct(a).total_cmp(&pct(b)));
    let strongest = league.teams.iter().max_by(|a, b| pct(a).total_cmp(&pct(b)));
    for team in [weakest, strongest].into_iter().flatten() {
        let (whole, goalies) = team_csv_template(team);
        let (site, _) = as_stat_site(team);
        for (what, skaters) in [("whole", whole), ("stat site", site)] {
            let own = build_team("OWN", "Own", &team.name, &skaters, &goalies, &[])
                .expect("a league team's lines")
                .team;
            let [_, _, _, points, _, _] = season::<G>(&own, games, seeds);
            let pct = f64::from(points) / (2.0 * f64::from(games) * seeds as f64);
            println!(
                "{sim}: control {} ({what}) points % {pct:.3}; its line's {:.3}",
                team.full_name(),
                f64::from(2 * team.record.wins + team.record.overtime_losses)
                    / f64::from(2 * team.record.games)
            );
        }
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u16 = args.next().and_then(|n| n.parse().ok()).unwrap_or(82);
    let seeds: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let sims = args.next().unwrap_or_else(|| "ocf".into());
    if sims.contains('o') {
        if !sims.contains('x') {
            report::<OpenIce>("open ice", games, seeds);
        }
        if sims.contains('l') {
            control::<OpenIce>("open ice", games, seeds);
        }
    }
    if sims.contains('c') {
        if !sims.contains('x') {
            report::<Crease>("inside the crease", games, seeds);
        }
        if sims.contains('l') {
            control::<Crease>("inside the crease", games, seeds);
        }
    }
    if sims.contains('f') {
        if !sims.contains('x') {
            report::<FourthStreet>("4th street", games, seeds);
        }
        if sims.contains('l') {
            control::<FourthStreet>("4th street", games, seeds);
        }
    }
}
