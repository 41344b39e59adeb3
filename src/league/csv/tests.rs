//! What people paste: spreadsheet files (quotes, a byte-order mark, CRLF, semicolons, tabs) and
//! stat-site tables (their column names, TOI as 18:30, SV% and GAA), read or refused row by row.

use super::*;
use proptest::prelude::*;

fn messages(errors: &[CsvError]) -> Vec<String> {
    errors.iter().map(ToString::to_string).collect()
}

fn for_team(team: &str) -> PlayerFileOptions<'_> {
    PlayerFileOptions {
        default_team: Some(team),
        toi_optional: false,
    }
}

fn skater(player: &Player) -> SkaterLine {
    player.skater_line().copied().expect("a skater")
}

fn goalie(player: &Player) -> GoalieLine {
    player.goalie_line().copied().expect("a goalie")
}

const STAT_SITE_SKATERS: &str = "Player,Pos,GP,G,A,PTS,+/-,PIM,S,TOI";

#[test]
fn quoted_last_first_names_are_read_whole() {
    let text = format!(
        "{STAT_SITE_SKATERS}\n\
         \"Ovechkin, Alex\",LW,82,50,37,87,-11,36,296,18:30\n\
         \"Carlson, John\",D,82,10,60,70,+5,20,180,24:10\n"
    );
    let parsed = parse_skaters_with(&text, for_team("WSH"));
    assert_eq!(parsed.errors, vec![]);
    let names: Vec<&str> = parsed.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ovechkin, Alex", "Carlson, John"]);
    // Without an ID column the id is made from the name; the team is the default given.
    let ids: Vec<&str> = parsed.players.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["OVECHKIN-ALEX", "CARLSON-JOHN"]);
    assert!(parsed.players.iter().all(|p| p.team == "WSH"));
}

#[test]
fn a_stat_site_skater_header_is_read_with_toi_as_minutes_and_seconds() {
    let text = format!("{STAT_SITE_SKATERS}\nAlex Example,LW,82,50,37,87,-11,36,296,18:30\n");
    let parsed = parse_skaters_with(&text, for_team("AAA"));
    assert_eq!(parsed.errors, vec![]);
    let player = &parsed.players[0];
    assert_eq!(player.position, Position::LeftWing);
    let line = skater(player);
    assert_eq!(
        (line.games, line.goals, line.assists, line.shots),
        (82, 50, 37, 296)
    );
    assert_eq!((line.plus_minus, line.penalty_minutes), (-11, 36));
    assert_eq!(line.toi_seconds, 18 * 60 + 30);
    // Columns the site lacks are 0.
    assert_eq!(
        (line.hits, line.faceoffs_won, line.power_play_goals),
        (0, 0, 0)
    );

    // TOI as decimal minutes, whole minutes, the league files' seconds, and mm:ss.
    for (toi, seconds) in [("18.5", 1110), ("18", 1080), ("1110", 1110), ("9:05", 545)] {
        let text = format!("{STAT_SITE_SKATERS}\nA B,C,82,5,5,10,0,0,50,{toi}\n");
        let parsed = parse_skaters_with(&text, for_team("AAA"));
        assert_eq!(parsed.errors, vec![], "{toi}");
        assert_eq!(skater(&parsed.players[0]).toi_seconds, seconds, "{toi}");
    }
    // hockey-reference style: ATOI (average) is read before TOI (the season's total minutes).
    let text = "Player,Tm,Pos,GP,G,A,PTS,+/-,PIM,S,TOI,ATOI,BLK,HIT,FOW,FOL\n\
                A B,XYZ,C,80,20,30,50,4,10,150,1520,19:00,30,40,500,450\n";
    let parsed = parse_skaters(text);
    assert_eq!(parsed.errors, vec![]);
    let player = &parsed.players[0];
    assert_eq!(player.team, "XYZ");
    let line = skater(player);
    assert_eq!(line.toi_seconds, 19 * 60);
    assert_eq!(
        (
            line.blocked_shots,
            line.hits,
            line.faceoffs_won,
            line.faceoffs_lost
        ),
        (30, 40, 500, 450)
    );
}

#[test]
fn a_byte_order_mark_and_crlf_line_ends_keep_line_numbers() {
    let text = "\u{feff}ID,NAME,TEAM,POS,GP,G,A,SOG,TOI\r\n\
                X1,Good One,AAA,C,82,30,40,200,1100\r\n\
                \r\n\
                X2,Bad One,AAA,C,82,30,40,2oo,1100\r\n\
                X3,Good Two,AAA,RW,70,10,10,90,900\r\n";
    let parsed = parse_skaters(text);
    let ids: Vec<&str> = parsed.players.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["X1", "X3"]);
    assert_eq!(
        messages(&parsed.errors),
        ["line 4, column SOG: expected a whole number, found \"2oo\""]
    );
}

#[test]
fn semicolon_and_tab_separators_are_found_from_the_header() {
    // A European spreadsheet: semicolons, a decimal comma, and a comma in a name unquoted.
    let semicolons = "Player;Team;Pos;GP;G;A;SOG;TOI\n\
                      Meier, Timo;NJD;LW;82;30;25;250;18,5\n";
    // Cells copied from a spreadsheet or a web page's table come tab-separated.
    let tabs = "Player\tPos\tGP\tG\tA\tS\tTOI\tHits\n\
                Meier, Timo\tLW\t82\t30\t25\t250\t18:30\t120\n";
    for text in [semicolons, tabs] {
        let parsed = parse_skaters_with(text, for_team("NJD"));
        assert_eq!(parsed.errors, vec![], "{text}");
        let player = &parsed.players[0];
        assert_eq!(player.name, "Meier, Timo");
        let line = skater(player);
        assert_eq!((line.goals, line.assists, line.shots), (30, 25, 250));
        assert_eq!(line.toi_seconds, 1110);
    }
}

#[test]
fn a_goalie_file_with_sv_pct_and_gaa_and_no_sv_column() {
    // NHL.com style: OT for OTL, TOI as the season's total mm:ss, SV worked out from SA - GA.
    let text = "Player,Team,GP,GS,W,L,OT,SA,GA,SV%,GAA,SO,TOI\n\
                \"Example, Igor\",NYR,58,58,36,17,3,1679,132,.921,2.38,6,\"3,327:12\"\n\
                Bad Pct,NYR,20,18,9,8,1,600,50,.880,2.73,1,1100\n";
    let parsed = parse_players(text);
    assert_eq!(
        messages(&parsed.errors),
        ["line 3, column SV%: is 0.880 but the row's counts give 0.917"]
    );
    let player = &parsed.players[0];
    assert_eq!(player.position, Position::Goalie);
    assert_eq!(player.name, "Example, Igor");
    let line = goalie(player);
    assert_eq!(
        (line.shots_against, line.saves, line.goals_against),
        (1679, 1547, 132)
    );
    assert_eq!(
        (line.minutes, line.overtime_losses, line.shutouts),
        (3327, 3, 6)
    );

    // No SA, SV or GA at all: GA from GAA and MIN, SA from SV% and GA; GS from MIN.
    let text = "Goalie,Team,GP,W,L,OTL,MIN,GAA,SV%,SO\n\
                Keeper One,AAA,60,30,20,8,3500,2.57,91.5%,4\n";
    let parsed = parse_goalies(text);
    assert_eq!(parsed.errors, vec![]);
    let line = goalie(&parsed.players[0]);
    assert_eq!(
        (line.goals_against, line.shots_against, line.saves),
        (150, 1765, 1615)
    );
    assert_eq!(line.starts, 58);
}

#[test]
fn goalie_columns_that_cannot_be_worked_out_are_named() {
    let parsed = parse_goalies_with("Player,GP,SV%\nA B,10,.900\n", for_team("AAA"));
    assert!(parsed.players.is_empty());
    assert_eq!(
        messages(&parsed.errors),
        [
            "line 1: missing column MIN (or TOI, or GA with GAA)",
            "line 1: missing column SA (or SV with GA, or SV% with GA or SV)",
            "line 1: missing column SV (or SA with GA, or SA with SV%)",
            "line 1: missing column GA (or SA with SV, or GAA with MIN)",
        ]
    );
    // The columns are there but a row's cells are blank.
    let text = "Player,GP,MIN,SA,GA,GAA\nA B,10,600,300,,\n";
    assert_eq!(
        messages(&parse_goalies_with(text, for_team("AAA")).errors),
        ["line 2, column GA: must not be empty"]
    );
}

#[test]
fn one_bad_row_among_good_ones_is_named_and_the_rest_kept() {
    let text = format!(
        "{STAT_SITE_SKATERS}\n\
         Good One,C,82,30,40,70,5,20,200,18:00\n\
         Bad Shots,LW,82,10,20,30,5,20,2x9,15:00\n\
         Bad Points,RW,82,10,20,31,5,20,100,15:00\n\
         Short Row,D,82,1\n\
         \"Quoted, Line\nBreak\",D,70,5,25,30,-4,30,120,22:00\n\
         Good Two,D,70,5,25,30,-4,30,120,22:00\n"
    );
    let parsed = parse_skaters_with(&text, for_team("AAA"));
    let names: Vec<&str> = parsed.players.iter().map(|p| p.name.as_str()).collect();
    // A line break inside quotes is one space in the name.
    assert_eq!(names, ["Good One", "Quoted, Line Break", "Good Two"]);
    // The site's own column names are the ones named (S, not SOG).
    assert_eq!(
        messages(&parsed.errors),
        [
            "line 3, column S: expected a whole number, found \"2x9\"",
            "line 4, column PTS: expected G + A = 30, found 31",
            "line 5: expected 10 fields as in the header, found 4",
        ]
    );
    let lines: Vec<usize> = parsed.errors.iter().map(CsvError::line).collect();
    assert_eq!(lines, [3, 4, 5]);
}

#[test]
fn points_fill_a_missing_goals_or_assists_column() {
    let text = "Player,Pos,GP,G,PTS,PPG,PPP,SHG,SHP,SOG,TOI\nA B,C,82,30,70,10,25,1,2,200,18:00\n";
    let parsed = parse_skaters_with(text, for_team("AAA"));
    assert_eq!(parsed.errors, vec![]);
    let line = skater(&parsed.players[0]);
    assert_eq!((line.goals, line.assists), (30, 40));
    assert_eq!(
        (line.power_play_assists, line.short_handed_assists),
        (15, 1)
    );
    let text = "Player,Pos,GP,A,PTS,SOG,TOI\nA B,C,82,40,70,200,18:00\nC D,C,82,40,30,200,18:00\n";
    let parsed = parse_skaters_with(text, for_team("AAA"));
    assert_eq!(skater(&parsed.players[0]).goals, 30);
    assert_eq!(
        messages(&parsed.errors),
        ["line 3, column G: A (40) is more than PTS (30)"]
    );
}

/// What the team builder fills: columns left out and blank cells, never a worked-out one; TOI
/// may be left out only when the options say so.
#[test]
fn missing_and_blank_cells_are_listed_for_the_fill() {
    let text = "Player,Pos,GP,G,A,PPG,PPP,SOG,PIM,HIT\n\
                A B,C,82,30,40,10,25,200,20,\n\
                C D,D,80,5,20,1,4,100,-,50\n";
    let optional = PlayerFileOptions {
        toi_optional: true,
        ..for_team("AAA")
    };
    let parsed = parse_skaters_with(text, optional);
    assert_eq!(parsed.errors, vec![]);
    let left_out = ["TOI", "GWG", "FOW", "FOL", "BLK", "SHG", "SHA"];
    let mut expected = vec![left_out.to_vec(), left_out.to_vec()];
    expected[0].push("HIT");
    expected[1].push("PIM");
    let mut blanks = parsed.blanks.clone();
    for list in blanks.iter_mut().chain(&mut expected) {
        list.sort_unstable();
    }
    assert_eq!(blanks, expected);
    let line = skater(&parsed.players[0]);
    assert_eq!((line.power_play_assists, line.toi_seconds), (15, 0));
    let strict = parse_skaters_with(text, for_team("AAA"));
    assert_eq!(
        messages(&strict.errors),
        ["line 1: missing column TOI (or TOI/GP, ATOI: minutes a game as 18:30 or 18.5)"]
    );
}

#[test]
fn first_and_last_columns_make_the_name() {
    let text = "First Name,Last Name,Position,Games,Goals,Assists,Shots,TOI/GP\n\
                Alex,Example,R,82,20,20,150,16:40\n";
    let parsed = parse_skaters_with(text, for_team("AAA"));
    assert_eq!(parsed.errors, vec![]);
    let player = &parsed.players[0];
    assert_eq!(
        (player.name.as_str(), player.id.as_str(), player.position),
        ("Alex Example", "ALEX-EXAMPLE", Position::RightWing)
    );
}

#[test]
fn missing_columns_are_named_with_the_names_they_go_by() {
    let parsed = parse_skaters("Player,GP,PTS\nA B,1,1\n");
    assert!(parsed.players.is_empty());
    assert_eq!(
        messages(&parsed.errors),
        [
            "line 1: missing column TEAM (or TM)",
            "line 1: missing column POS (or POSITION)",
            "line 1: missing column G (or GOALS, or PTS with A)",
            "line 1: missing column A (or ASSISTS, or PTS with G)",
            "line 1: missing column SOG (or S, SHOTS)",
            "line 1: missing column TOI (or TOI/GP, ATOI: minutes a game as 18:30 or 18.5)",
        ]
    );
}

#[test]
fn numbers_out_of_any_sane_range_are_refused() {
    let text = format!(
        "{STAT_SITE_SKATERS}\n\
         Many Games,C,5000,1,1,2,0,0,10,15:00\n\
         Huge Goals,C,82,99999999999,1,2,0,0,10,15:00\n\
         Long Shift,C,82,1,1,2,0,0,10,70:00\n\
         Ghost,C,0,1,0,1,0,0,5,0\n"
    );
    assert_eq!(
        messages(&parse_skaters_with(&text, for_team("AAA")).errors),
        [
            "line 2, column GP: GP (5000) is more than the limit (2000)",
            "line 3, column G: G (99999999999) is more than the limit (200000)",
            "line 4, column TOI: TOI (4200) is more than 65 minutes (3900)",
            "line 5, column GP: is 0 but the line has other stats",
        ]
    );
    let goalies = "Player,GP,GS,MIN,SA,SV,GA\nIdle,0,0,0,30,27,3\n";
    assert_eq!(
        messages(&parse_goalies_with(goalies, for_team("AAA")).errors),
        ["line 2, column GP: is 0 but the line has other stats"]
    );
}

#[test]
fn repeated_headers_blank_rows_and_trailing_empty_cells_are_skipped() {
    let text = format!(
        "\n{STAT_SITE_SKATERS},,\n\
         A B,C,82,5,5,10,0,0,50,12:00,,\n\
         ,,,,,,,,,,,\n\
         {STAT_SITE_SKATERS}\n\
         C D,D,82,1,5,6,0,0,40,20:00\n\
         E F,D,82,1,5,6,0,0,40,20:00,,extra\n"
    );
    let parsed = parse_skaters_with(&text, for_team("AAA"));
    let names: Vec<&str> = parsed.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["A B", "C D"]);
    assert_eq!(
        messages(&parsed.errors),
        ["line 7: expected 10 fields as in the header, found 12"]
    );
}

#[test]
fn a_name_with_a_comma_round_trips_through_the_writer() {
    let skater_line = SkaterLine {
        games: 3,
        goals: 1,
        shots: 4,
        toi_seconds: 45,
        ..SkaterLine::default()
    };
    let goalie_line = GoalieLine {
        games: 1,
        starts: 1,
        minutes: 60,
        wins: 1,
        shots_against: 30,
        saves: 28,
        goals_against: 2,
        ..GoalieLine::default()
    };
    let players = [
        Player {
            id: "X1".into(),
            name: "Ovechkin, Alex".into(),
            position: Position::LeftWing,
            team: "A, B".into(),
            line: StatLine::Skater(skater_line),
        },
        Player {
            id: "X2".into(),
            name: "O'Neil, \"Spike\"".into(),
            position: Position::Goalie,
            team: "AAA".into(),
            line: StatLine::Goalie(goalie_line),
        },
    ];
    let skaters = skaters_csv(&players);
    assert!(
        skaters.contains("X1,\"Ovechkin, Alex\",\"A, B\",LW,"),
        "{skaters}"
    );
    // 45 seconds would read back as 45 minutes, so it is written as 0:45.
    assert!(skaters.ends_with(",0:45\n"), "{skaters}");
    let goalies = goalies_csv(&players);
    assert!(goalies.contains("\"O'Neil, \"\"Spike\"\"\""), "{goalies}");
    let read = parse_skaters(&skaters);
    assert_eq!(
        (read.errors, read.players),
        (vec![], vec![players[0].clone()])
    );
    let read = parse_goalies(&goalies);
    assert_eq!(
        (read.errors, read.players),
        (vec![], vec![players[1].clone()])
    );
    let row = skater_row(&players[0]).expect("a skater");
    assert!(!row.ends_with('\n'));
}

#[test]
fn the_reader_picks_skaters_or_goalies_by_the_header() {
    let goalies = "Player\tTeam\tGP\tGS\tMIN\tSA\tSV\tGA\nA B\tAAA\t1\t1\t60\t30\t28\t2\n";
    assert_eq!(parse_players(goalies).players[0].position, Position::Goalie);
    let skaters = "Player;Team;Pos;GP;G;A;SOG;TOI\nA B;AAA;D;1;0;0;1;20:00\n";
    assert_eq!(
        parse_players(skaters).players[0].position,
        Position::Defence
    );
}

/// Names, numbers and oddities a pasted cell may hold.
fn cell() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just("-".to_string()),
        Just("\"".to_string()),
        Just("\"Last, First\"".to_string()),
        Just("18:30".to_string()),
        Just("99:99".to_string()),
        Just(".915".to_string()),
        Just("1.000".to_string()),
        Just("0".to_string()),
        Just("1,792".to_string()),
        Just("3,327:12".to_string()),
        Just("18446744073709551615".to_string()),
        Just("4294967295".to_string()),
        Just("18446744073709551615:59".to_string()),
        Just("+-5".to_string()),
        Just("1e308".to_string()),
        "[0-9]{1,4}",
        "[0-9]{1,3}\\.[0-9]{1,3}",
        "[A-Za-z ,]{0,8}",
        ".{0,6}",
    ]
}

/// Column names people use, ours and stat sites'.
fn column() -> impl Strategy<Value = String> {
    let names = [
        "ID", "NAME", "Player", "First", "Last", "TEAM", "Tm", "POS", "GP", "G", "A", "PTS", "P",
        "SOG", "S", "PIM", "+/-", "PPG", "PPA", "PPP", "SHG", "SHA", "SHP", "GWG", "FOW", "FOL",
        "HIT", "BLK", "TOI", "ATOI", "GS", "MIN", "W", "L", "OT", "SA", "SV", "GA", "SO", "SV%",
        "GAA",
    ];
    proptest::sample::select(names.to_vec()).prop_map(str::to_string)
}

/// Headers a file starts with, ours and stat sites', some of them short of a required column.
fn header() -> impl Strategy<Value = String> {
    let headers = [
        "ID,NAME,TEAM,POS,GP,G,A,SOG,PIM,PLUS_MINUS,PPG,PPA,SHG,SHA,GWG,FOW,FOL,HIT,BLK,TOI",
        "Player,Pos,GP,G,A,PTS,+/-,PIM,S,TOI",
        "First,Last,Pos,GP,A,PTS,PPG,PPP,SHG,SHP,SOG,ATOI",
        "ID,NAME,TEAM,GP,GS,MIN,W,L,OTL,SA,SV,GA,SO",
        "Player,GP,GS,W,L,OT,SA,GA,SV%,GAA,SO,TOI",
        "Player,GP,MIN,GAA,SV%",
        "Player,GP,SV,SV%",
    ];
    proptest::sample::select(headers.to_vec()).prop_map(str::to_string)
}

/// Mostly small numbers, so that some rows are good, and now and then anything [`cell`] gives.
fn number_or_cell() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => "[0-9]{1,2}",
        2 => Just("C".to_string()),
        1 => cell(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_text_never_panics_the_reader(text in "(?s).{0,300}") {
        let _ = parse_players(&text);
        let _ = parse_skaters_with(&text, for_team("AAA"));
        let _ = parse_goalies_with(&text, for_team("AAA"));
        let _ = parse_teams(&text);
    }

    #[test]
    fn stat_site_tables_never_panic_and_good_rows_check_out(
        base in header(),
        extra in proptest::collection::vec(column(), 0..3),
        rows in proptest::collection::vec(
            (proptest::collection::vec(number_or_cell(), 24), proptest::option::weighted(0.15, 0..24usize)),
            0..6,
        ),
        separator in prop_oneof![Just(","), Just(";"), Just("\t")],
    ) {
        let mut header: Vec<String> = base.split(',').map(str::to_string).collect();
        header.extend(extra);
        let mut text = header.join(separator);
        // Most rows as wide as the header, some ragged.
        for (cells, ragged) in &rows {
            text.push('\n');
            text.push_str(&cells[..ragged.unwrap_or(header.len())].join(separator));
        }
        for parsed in [
            parse_skaters_with(&text, for_team("AAA")),
            parse_goalies_with(&text, for_team("AAA")),
        ] {
            let lines = text.lines().count().max(1);
            for error in &parsed.errors {
                prop_assert!((1..=lines).contains(&error.line()), "{error} in {text:?}");
            }
            for player in &parsed.players {
                // What is read back from the writer is the same player.
                let again = match player.position {
                    Position::Goalie => parse_goalies(&goalies_csv([player])),
                    _ => parse_skaters(&skaters_csv([player])),
                };
                prop_assert_eq!(again.errors, vec![]);
                prop_assert_eq!(&again.players, &vec![player.clone()]);
            }
        }
    }
}

/// A league team retyped as a stats site prints it ("Last, First" names in quotes, tabs or
/// commas, TOI as mm:ss, goalies with SV%, GAA and no SV) builds an own team whose lines are the
/// league team's, so it plays as the league files' own columns do.
#[test]
fn a_stat_site_paste_of_a_league_team_gives_its_lines() {
    let league = crate::league::League::builtin();
    let original = &league.teams[3];
    let last_first = |name: &str| match name.split_once(' ') {
        Some((first, last)) => format!("\"{last}, {first}\""),
        None => name.to_string(),
    };
    let mut skaters = String::from(
        "Player\tPos\tGP\tG\tA\tPTS\t+/-\tPIM\tS\tTOI\tPPG\tPPA\tSHG\tSHA\tGWG\tFOW\tFOL\tHITS\tBLOCKS\n",
    );
    for (player, s) in original.skaters() {
        let row = [
            last_first(&player.name),
            player.position.code().to_string(),
            s.games.to_string(),
            s.goals.to_string(),
            s.assists.to_string(),
            s.points().to_string(),
            format!("{:+}", s.plus_minus),
            s.penalty_minutes.to_string(),
            s.shots.to_string(),
            format!("{}:{:02}", s.toi_seconds / 60, s.toi_seconds % 60),
        ]
        .into_iter()
        .chain(
            [
                s.power_play_goals,
                s.power_play_assists,
                s.short_handed_goals,
                s.short_handed_assists,
                s.game_winning_goals,
                s.faceoffs_won,
                s.faceoffs_lost,
                s.hits,
                s.blocked_shots,
            ]
            .map(|c| c.to_string()),
        );
        skaters.push_str(&row.collect::<Vec<_>>().join("\t"));
        skaters.push('\n');
    }
    let mut goalies = String::from("Player,GP,GS,W,L,OT,SA,GA,SV%,GAA,SO,TOI\r\n");
    for (player, g) in original.goalies() {
        goalies.push_str(&format!(
            "{},{},{},{},{},{},{},{},{:.3},{:.2},{},{}:00\r\n",
            last_first(&player.name),
            g.games,
            g.starts,
            g.wins,
            g.losses,
            g.overtime_losses,
            g.shots_against,
            g.goals_against,
            g.save_pct().unwrap_or(0.0),
            g.goals_against_average().unwrap_or(0.0),
            g.shutouts,
            g.minutes,
        ));
    }
    let own = crate::league::team_from_csv("OWN", "Riverton", "Otters", &skaters, &goalies, &[])
        .expect("a stat site's lines make a team");
    assert_eq!(own.roster.len(), original.roster.len());
    for (a, b) in own.roster.iter().zip(&original.roster) {
        assert_eq!((a.position, a.line), (b.position, b.line), "{}", b.name);
        assert!(a.name.contains(", "), "{}", a.name);
    }
}
