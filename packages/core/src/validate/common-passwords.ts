/**
 * Passwords of at least 12 characters that guessers try first: the long entries of the
 * well-known breach top lists (password/qwerty/1q2w… families, phrases, keyboard walks), and
 * this product's own names. Shorter common passwords need no list: the minimum length refuses
 * them. Patterns (one repeated character, a run like 123456789012, a repeated short unit) are
 * refused by rule in password-policy.ts, so they are not listed. Compared in lower case.
 */
const listed = `
password1234 password12345 password123456 password1234567 password123! password@123 password!123
passwordpassword password1password p@ssword1234 p@ssw0rd1234 passw0rd1234 passw0rdpassw0rd
mypassword123 mypassword1234 newpassword123 newpassword1234 changeme1234 changemenow123 changeme123456
qwertyuiop12 qwertyuiop123 qwertyuiop1234 qwertyuiopasdf qwertyuiopasdfgh qwertyuiopasdfghjkl
qwerty123456 qwerty1234567 qwertyqwerty qwerty12345678 qwerty123qwerty 1qwertyuiop1 qwertyu12345
asdfghjkl123 asdfghjkl1234 asdfghjklzxcvbnm zxcvbnm12345 zxcvbnm123456 zxcvbnmasdfghjkl
1q2w3e4r5t6y 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i 1qaz2wsx3edc 1qaz2wsx3edc4rfv 1qazxsw23edc
qazwsxedcrfv qazwsxedcrfvtgb qazwsxedc123 q1w2e3r4t5y6 q1w2e3r4t5y6u7 zaq12wsxcde3 zaq1zaq1zaq1
abcdefghijkl abcdefghijklm abcdefghijklmnop abc123abc123 abcd1234abcd abcd12345678 a1b2c3d4e5f6
123456789abc 123456789qwe 123456789asd 1234567890qwe 1234567890abc 1234qwerasdf 123qweasdzxc
iloveyou1234 iloveyouforever iloveyou123456 iloveyoubaby iloveyouiloveyou ilovemymom123
letmein12345 letmeinnow123 welcome12345 welcome123456 welcometothejungle welcome@1234
administrator admin1234567 admin123456789 administrator1 administrator123 adminadmin123 admin@123456
superadmin123 rootroot1234 root12345678 toor12345678 master123456 masterpassword
football1234 baseball1234 basketball12 basketball123 soccer123456 superman1234 batman123456
starwars1234 pokemon12345 dragonball123 minecraft1234 princess1234 sunshine1234 shadow123456
monkey123456 trustno11234 whatever1234 freedom12345 computer1234 internet1234 chocolate123
butterfly123 michael12345 jennifer1234 jordan231234 liverpool123 chelsea12345 arsenal12345
starwars12345 123qwe123qwe 1234512345abc 0987654321qwe 147258369147 159753159753 741852963741
thequickbrownfox correcthorsebatterystaple letmeinplease opensesame123 helloworld123 helloworld1234
woaini1314520 woaini520520 5201314520 woaini123456 aini13145201 wangyang1234 zhangwei1234
123456qwerty 123456abcdef 123456a123456 a123456789012 aa123456789 aa1234567890 qq1234567890
careops12345 careops123456 careopsadmin careops@1234 careops2024! careops2025! careops2026!
nurse1234567 nurse123456789 hospital1234 medical12345 homecare1234
`;

/** The listed passwords, lower case. */
export const commonPasswords: ReadonlySet<string> = new Set(listed.split(/\s+/).filter(Boolean));
