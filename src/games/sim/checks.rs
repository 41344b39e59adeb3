//! Checks the sims' table tests share.

use super::{Moment, PlayerLines, RunTo, SimPlay};
use crate::engine::{ByTeam, GameRecord, Session, Team};

/// What the moments and player lines of any finished game `seed` show: one game end, a goal
/// moment per goal, three periods at least, whistles, and skaters' goals adding up to the score.
pub fn finished_game(seed: u64, moments: &[Moment], score: ByTeam<u16>, lines: &PlayerLines) {
    let count = |moment: Moment| moments.iter().filter(|&&m| m == moment).count();
    assert_eq!(count(Moment::GameEnd), 1, "seed {seed}: one game end");
    assert_eq!(
        count(Moment::Goal),
        usize::from(score.home + score.away),
        "seed {seed}: a goal moment per goal"
    );
    assert!(
        count(Moment::PeriodEnd) >= 3,
        "seed {seed}: three periods at least"
    );
    let whistles = count(Moment::Whistle);
    assert!(
        whistles >= 10,
        "seed {seed}: whistles in a game ({whistles})"
    );
    assert!(RunTo::NextWhistle.reached(moments));
    for team in Team::BOTH {
        let scored = lines.goals(team);
        assert_eq!(scored, score[team], "seed {seed}: {team:?} goals by skater");
    }
}

/// Plays a game to the end with the computer managers, as a season plays one.
pub fn play_out<G: SimPlay>(game: &mut G) {
    crate::games::lab::play_out(game, |g, _: Team| g.computer_choice(), G::step_action());
}

/// Game `seed` played by the computer with nobody sitting out.
fn left_alone<G: SimPlay>(options: &G::Options, seed: u64) -> PlayerLines {
    let mut game = G::new(options.clone(), seed);
    play_out(&mut game);
    game.player_lines()
}

fn sit_out<G: SimPlay>(game: &mut G, team: Team, name: &str) -> Result<(), String> {
    let action = game.sit_out_action(team, name).expect("on the roster");
    game.apply(&action).map(|_| ()).map_err(|e| e.to_string())
}

/// The home skater who shoots most in game `seed` left alone sits it out: the game plays to
/// the end, his line is empty and no event after his sitting out names him. Returns the game
/// and his name for the sim's own checks (ice time).
pub fn sat_out_skater_misses_the_game<G: SimPlay>(options: G::Options, seed: u64) -> (G, String) {
    let alone = left_alone::<G>(&options, seed);
    let home = alone.skaters.iter().filter(|s| s.team == Team::Home);
    let star = home.max_by_key(|s| (s.shots, s.points())).unwrap();
    assert!(star.shots > 0, "seed {seed}: the star shoots when he plays");
    let name = star.name.clone();
    let mut session = Session::<G>::new(options, seed);
    let action = session.state.sit_out_action(Team::Home, &name).unwrap();
    session
        .apply(action)
        .expect("a player sits out before the game");
    crate::games::lab::play_session_out(&mut session);
    let lines = session.state.player_lines();
    let line = lines
        .skaters
        .iter()
        .find(|s| s.team == Team::Home && s.name == name)
        .unwrap();
    assert_eq!(
        (line.goals, line.assists, line.shots, line.penalty_minutes),
        (0, 0, 0, 0),
        "seed {seed}: {name} sat out"
    );
    assert!(line.faceoffs.is_none_or(|f| f == (0, 0)));
    let log = session.describe_log();
    assert!(log[0].1.contains("sits out"), "{:?}", log[0]);
    for (_, text) in &log[1..] {
        assert!(
            !text.contains(&name),
            "seed {seed}: {name} named in {text:?}"
        );
    }
    (session.state, name)
}

/// The home goalie who faces most shots in game `seed` left alone (the starter) sits it out:
/// another home goalie faces the shots.
pub fn sat_out_starter_leaves_the_net_to_the_backup<G: SimPlay>(options: G::Options, seed: u64) {
    let alone = left_alone::<G>(&options, seed);
    let home = alone.goalies.iter().filter(|g| g.team == Team::Home);
    let starter = home.max_by_key(|g| g.shots_against).unwrap().name.clone();
    let mut game = G::new(options, seed);
    sit_out(&mut game, Team::Home, &starter).unwrap();
    play_out(&mut game);
    let lines = game.player_lines();
    let home: Vec<_> = lines
        .goalies
        .iter()
        .filter(|g| g.team == Team::Home)
        .collect();
    let sat = home.iter().find(|g| g.name == starter).unwrap();
    assert_eq!(sat.shots_against, 0, "seed {seed}: {starter} sat out");
    let backup = home.iter().find(|g| g.shots_against > 0);
    assert!(
        backup.is_some_and(|g| g.name != starter),
        "seed {seed}: the backup is in net"
    );
}

/// Refusals: no such player, once play has begun, twice, the last goalie, and a sixth-last
/// skater (a game dresses five); a team cut to five skaters and one goalie still plays out.
pub fn sit_out_refusals<G: SimPlay>(options: G::Options, seed: u64) {
    let mut game = G::new(options.clone(), seed);
    assert!(game.sit_out_action(Team::Home, "Nobody At All").is_none());
    let names = |lines: &PlayerLines, goalies: bool| -> Vec<String> {
        if goalies {
            let away = lines.goalies.iter().filter(|g| g.team == Team::Away);
            away.map(|g| g.name.clone()).collect()
        } else {
            let away = lines.skaters.iter().filter(|s| s.team == Team::Away);
            away.map(|s| s.name.clone()).collect()
        }
    };
    let lines = game.player_lines();
    let goalies = names(&lines, true);
    let skaters = names(&lines, false);
    assert!(goalies.len() >= 2, "the league's teams carry a backup");
    for g in &goalies[1..] {
        sit_out(&mut game, Team::Away, g).unwrap();
    }
    let twice = sit_out(&mut game, Team::Away, &goalies[1]).unwrap_err();
    assert!(twice.contains("already"), "{twice}");
    let last = sit_out(&mut game, Team::Away, &goalies[0]).unwrap_err();
    assert!(last.contains("without a goalie"), "{last}");
    let mut sat = 0;
    for s in &skaters {
        match sit_out(&mut game, Team::Away, s) {
            Ok(()) => sat += 1,
            Err(e) => {
                assert!(e.contains("fewer than 5 skaters"), "{e}");
                break;
            }
        }
    }
    assert_eq!(skaters.len() - sat, 5, "five skaters stay");
    play_out(&mut game);
    let lines = game.player_lines();
    for s in lines.skaters.iter().filter(|s| s.team == Team::Away) {
        if skaters[..sat].contains(&s.name) {
            assert_eq!((s.goals, s.assists, s.shots), (0, 0, 0), "{}", s.name);
        }
    }
    // Once play has begun, nobody sits out.
    let mut game = G::new(options, seed);
    while let Some(choice) = game.computer_choice() {
        game.apply(&choice).unwrap();
    }
    game.apply(&G::step_action()).unwrap();
    let late = sit_out(&mut game, Team::Away, &skaters[0]).unwrap_err();
    assert!(late.contains("before the opening face-off"), "{late}");
}

/// A record with sit-outs (a skater each side and a home goalie) encodes, decodes and replays
/// to the same game.
pub fn sit_out_round_trips<G: SimPlay>(options: G::Options, seed: u64) {
    let mut session = Session::<G>::new(options, seed);
    let lines = session.state.player_lines();
    for team in Team::BOTH {
        let skater = lines.skaters.iter().find(|s| s.team == team).unwrap();
        let action = session.state.sit_out_action(team, &skater.name).unwrap();
        session.apply(action).unwrap();
    }
    let goalie = lines.goalies.iter().find(|g| g.team == Team::Home).unwrap();
    let action = session
        .state
        .sit_out_action(Team::Home, &goalie.name)
        .unwrap();
    session.apply(action).unwrap();
    crate::games::lab::play_session_out(&mut session);
    let record = GameRecord::<G>::decode(&session.record.encode()).expect("the record decodes");
    assert_eq!(record.actions, session.record.actions);
    let back = Session::replay(&record, None).expect("the record replays");
    assert_eq!(back.state.outcome(), session.state.outcome());
    assert_eq!(back.state.player_lines(), session.state.player_lines());
    assert_eq!(back.describe_log(), session.describe_log());
}
