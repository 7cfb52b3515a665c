import{a6 as o,a7 as n}from"./mermaid.core-CWR8XedK.js";const t=(a,r)=>o.lang.round(n.parse(a)[r]);export{t as c};
