export declare const schemaDir: string;
export declare const typeDefs: string[];
