// Word lists for realistic Indian demo data.

export const FIRST_NAMES = [
  "Aarti", "Abhishek", "Aditi", "Ajay", "Anil", "Anita", "Anjali", "Arjun", "Bhavna", "Chetan", "Deepa", "Deepak",
  "Divya", "Gaurav", "Geeta", "Harish", "Isha", "Jyoti", "Kavita", "Kiran", "Lakshmi", "Manish", "Meena", "Mohan",
  "Neha", "Nikhil", "Pooja", "Pradeep", "Priya", "Rahul", "Rajesh", "Rekha", "Rohit", "Sangeeta", "Sanjay", "Seema",
  "Shalini", "Shreya", "Suman", "Sunita", "Suresh", "Swati", "Tanvi", "Uma", "Varun", "Vidya", "Vikas", "Vinod", "Yamini",
];
export const LAST_NAMES = [
  "Agarwal", "Bhat", "Chatterjee", "Das", "Deshpande", "Gupta", "Iyer", "Jain", "Joshi", "Kapoor", "Khan", "Kulkarni",
  "Menon", "Mishra", "Nair", "Patel", "Pillai", "Rao", "Reddy", "Saxena", "Sharma", "Shetty", "Singh", "Sinha", "Verma", "Yadav",
];

/** [city, district, state value as the outlet form stores it, region] */
export const PLACES: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Mumbai", "Mumbai Suburban", "Maharashtra - 13", "West"],
  ["Pune", "Pune", "Maharashtra - 13", "West"],
  ["Nagpur", "Nagpur", "Maharashtra - 13", "West"],
  ["Ahmedabad", "Ahmedabad", "Gujarat - 06", "West"],
  ["Surat", "Surat", "Gujarat - 06", "West"],
  ["Jaipur", "Jaipur", "Rajasthan - 20", "North"],
  ["Lucknow", "Lucknow", "Uttar Pradesh - 24", "North"],
  ["Kanpur", "Kanpur Nagar", "Uttar Pradesh - 24", "North"],
  ["New Delhi", "New Delhi", "Delhi - 30", "North"],
  ["Chandigarh", "Chandigarh", "Chandigarh - 27", "North"],
  ["Dehradun", "Dehradun", "Uttaranchal - 35", "North"],
  ["Kolkata", "Kolkata", "West Bengal - 25", "East"],
  ["Patna", "Patna", "Bihar - 04", "East"],
  ["Ranchi", "Ranchi", "Jharkhand - 34", "East"],
  ["Bhubaneswar", "Khordha", "Orissa - 18", "East"],
  ["Guwahati", "Kamrup Metropolitan", "Assam - 03", "East"],
  ["Raipur", "Raipur", "Chhattisgarh - 33", "Central"],
  ["Bhopal", "Bhopal", "Madhya Pradesh - 12", "Central"],
  ["Indore", "Indore", "Madhya Pradesh - 12", "Central"],
  ["Hyderabad", "Hyderabad", "Telangana - 36", "South"],
  ["Visakhapatnam", "Visakhapatnam", "Andhra Pradesh - 01", "South"],
  ["Bengaluru", "Bengaluru Urban", "Karnataka - 10", "South"],
  ["Mysuru", "Mysuru", "Karnataka - 10", "South"],
  ["Chennai", "Chennai", "Tamil Nadu - 22", "South"],
  ["Coimbatore", "Coimbatore", "Tamil Nadu - 22", "South"],
  ["Kochi", "Ernakulam", "Kerala - 11", "South"],
  ["Panaji", "North Goa", "Goa - 05", "West"],
];

export const STREETS = ["MG Road", "Station Road", "Gandhi Nagar", "Nehru Chowk", "Shivaji Path", "Civil Lines", "Sadar Bazaar", "Ram Nagar", "Link Road", "Market Yard"];
export const SHOP_WORDS = ["Stationers", "Art House", "Paints", "Hardware", "Craft Corner", "Traders", "Colour Centre", "General Stores", "Book Depot", "Enterprises"];
export const SHOP_NAMES = ["Shree Ganesh", "Laxmi", "New India", "Balaji", "Sai", "Krishna", "Om", "Jai Hind", "Modern", "Royal", "Durga", "Anand"];

export const SCHOOLS = [
  "Delhi Public School", "Kendriya Vidyalaya", "St. Xavier's High School", "DAV Public School", "Ryan International School",
  "Sacred Heart Convent", "Bal Bharati Public School", "Sardar Patel Vidyalaya", "Podar International School", "Army Public School",
  "Little Flower School", "Vidya Niketan", "Rangoli Hobby Centre", "Kala Kendra Art Studio", "Srishti Craft Academy",
];

export const HERO_PRODUCTS = [
  "Fevicryl Acrylic Colours", "Fevicryl Fabric Colours", "Fevicryl Glass Colours", "Fevicryl Pearl Metallic",
  "Fevicryl 3D Outliner", "Fevicryl Mouldit", "Fevicryl Modge Podge", "Fevicol MR", "Fevicryl Shine Colours", "Fevicryl Texture White",
];
export const OUTSOURCED = ["Canvas board", "MDF board", "Terracotta pot", "Glass bottle", "Cotton dupatta", "Paper plates", "Jute bag", "Mirror pieces", "Old CDs", "Newspaper"];
export const ART_FORMS = ["Madhubani", "Warli", "Gond", "Pichwai", "Kalamkari", "Mandala", "Lippan", "Tanjore", "Decoupage", "Pattachitra"];
export const FESTIVALS = ["Diwali", "Holi", "Raksha Bandhan", "Navratri", "Ganesh Chaturthi", "Christmas", "Onam", "Generic"];
export const DIFFICULTY = ["Easy", "Medium", "Difficult"];
export const INSTITUTES = ["School", "College", "Hobby Centre", "Art Institute"];
export const CRAFT_CATEGORIES = ["Painting", "Fabric Art", "Glass Art", "Clay Craft", "Home Decor", "Paper Craft"];
export const ARTICLE_SUBJECTS = ["Diya", "Wall Plate", "Bottle Art", "Tote Bag", "Coaster Set", "Kurti", "Photo Frame", "Toran", "Lantern", "Wall Hanging", "Pen Stand", "Jewellery Box"];

/** [material name, MRP] of the article catalogue */
export const ARTICLES: ReadonlyArray<readonly [string, number]> = [
  ["Fevicryl Acrylic Colour 15ml Kit", 160], ["Fevicryl Fabric Colour 10 Shades", 210], ["Fevicryl Glass Colour Kit", 195],
  ["Fevicryl Pearl Metallic Kit", 180], ["Fevicryl 3D Outliner 20ml", 45], ["Fevicryl Mouldit 500g", 150],
  ["Fevicryl Modge Podge 100ml", 120], ["Fevicol MR 200g", 60], ["Fevicryl Shine Colour Kit", 175], ["Fevicryl Texture White 200ml", 95],
  ["Fevicryl Hobby Ideas Kit", 250], ["Fevicryl Brush Set", 85], ["Fevicryl Mural Colour Kit", 230], ["Fevicryl Silk Colour Kit", 199],
];

export const WSS_NAMES = ["Agarwal Distributors", "Mehta Agencies", "Shakti Marketing", "Sunrise Traders", "Vijay Enterprises", "Om Sai Agencies", "Patel Brothers", "Ganga Distributors"];
export const NEWS_TITLES = [
  "Diwali Craft Workshops Are Live", "New Fevicryl Glass Colours Launched", "Top Teachers of the Quarter", "Kalamilan Season Begins",
  "Best Out of Waste Contest", "ETTC Batch Results Announced", "Mandala Art Masterclass", "School Programme Reaches 500 Schools",
];
